// The recovery email: a link to the site's password-recovery page carrying the token.
import { PASSWORD_RECOVERY_SLUG, RECOVERY_LINK_MINUTES } from '@app/contract';
import type { Config } from '../../config.ts';
import type { OutgoingEmail } from '../outgoing-email/sender.ts';
import { renderEmail, siteLink } from '../outgoing-email/templates.ts';

export const RECOVERY_EMAIL_KIND = 'recover-password';

export function recoveryEmail(
  config: Pick<Config, 'publicUrl'>,
  to: { memberId: number; email: string; name: string },
  token: string,
): OutgoingEmail {
  const url = siteLink(config, `/${PASSWORD_RECOVERY_SLUG}`, { token });
  const hours = RECOVERY_LINK_MINUTES / 60;
  const rendered = renderEmail({
    heading: 'Choose a new password',
    paragraphs: [
      `Hi ${to.name},`,
      `Someone, hopefully you, asked to reset the password of your profile. The link below works once, for ${hours} hour${hours === 1 ? '' : 's'}.`,
      'Once you choose a new password, every device signed in to your profile is signed out.',
    ],
    action: { label: 'Choose a new password', url },
    footerNote: 'If you did not ask for this, ignore this email: your password stays as it is.',
  });
  return {
    to: to.email,
    memberId: to.memberId,
    kind: RECOVERY_EMAIL_KIND,
    subject: 'Reset your password',
    ...rendered,
  };
}
