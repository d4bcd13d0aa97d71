// The mail that confirms a deletion request: the date the account is deleted for good, and that logging in before
// then undoes it (the only way back: after that date nothing is left to restore).
import type { Config } from '../../config.ts';
import type { OutgoingEmail } from '../outgoing-email/sender.ts';
import { renderEmail, siteLink } from '../outgoing-email/templates.ts';

const day = (date: Date) =>
  date.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

export function deletionScheduledEmail(
  config: Pick<Config, 'publicUrl'>,
  to: { memberId: number; email: string; name: string },
  deleteAt: Date,
): OutgoingEmail {
  return {
    to: to.email,
    memberId: to.memberId,
    kind: 'account-deletion',
    subject: 'Your Spark account will be deleted',
    ...renderEmail({
      heading: 'Your account will be deleted',
      paragraphs: [
        `Hi ${to.name},`,
        `As you asked, your account is closed and will be deleted for good on ${day(deleteAt)}: your profile, photos, answers, likes and the rest of your data. Your membership will not renew, and nobody can see your profile any more.`,
        `Changed your mind? Log in before ${day(deleteAt)} and your account comes back as it was. After that date it cannot be restored, not even by customer service.`,
        'If you did not ask for this, log in now, change your password and contact customer service.',
      ],
      action: { label: 'Log in to keep my account', url: siteLink(config, '/login') },
      footerNote: 'You get this email because you asked to delete your account.',
    }),
  };
}
