// The security note after a password change, to the member's address: whoever changed it (a stolen session with the
// current password, or a recovery link from a read mailbox), the owner hears of it and where to turn.
import type { Config } from '../../config.ts';
import type { OutgoingEmail } from '../outgoing-email/sender.ts';
import { renderEmail, siteLink } from '../outgoing-email/templates.ts';

/** How the password was changed: in the login settings, or through a recovery link. */
export type PasswordChangeWay = 'settings' | 'recovery';

export function passwordChangedEmail(
  config: Pick<Config, 'publicUrl'>,
  to: { memberId: number; email: string; name: string },
  way: PasswordChangeWay,
  browser: string,
): OutgoingEmail {
  const how =
    way === 'settings'
      ? `It was changed in your login settings, from ${browser}.`
      : `It was reset with a password recovery link, from ${browser}.`;
  return {
    to: to.email,
    memberId: to.memberId,
    kind: 'security',
    subject: 'Your password was changed',
    ...renderEmail({
      heading: 'Your password was changed',
      paragraphs: [
        `Hi ${to.name},`,
        `The password of your Spark profile was just changed. ${how} Every other device signed in to your profile was signed out.`,
        'If you did not make this change, reset your password now and contact customer service.',
      ],
      action: { label: 'Reset my password', url: siteLink(config, '/password-recovery') },
      footerNote:
        'You get this note whatever your email settings say: it is about the safety of your account.',
    }),
  };
}
