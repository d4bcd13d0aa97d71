// The mail that says a member's copy of their data is ready: a link to the account settings page, which downloads it
// with the member's session (the link alone opens nothing), and until when it can be downloaded.
import { catalogueEntry, routeUrl } from '@app/contract';
import type { Config } from '../../config.ts';
import type { OutgoingEmail } from '../outgoing-email/sender.ts';
import { renderEmail, siteLink } from '../outgoing-email/templates.ts';

const settings = catalogueEntry('accountSettings');
/** The account settings page, as the site's route table derives it. */
const ACCOUNT_SETTINGS_PATH = routeUrl(settings, settings.routes?.[0] ?? '');

const day = (date: Date) =>
  date.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

export function dataExportReadyEmail(
  config: Pick<Config, 'publicUrl'>,
  to: { memberId: number; email: string; name: string },
  expiresAt: Date,
): OutgoingEmail {
  return {
    to: to.email,
    memberId: to.memberId,
    kind: 'data-export',
    subject: 'Your Spark data is ready to download',
    ...renderEmail({
      heading: 'Your data is ready',
      paragraphs: [
        `Hi ${to.name},`,
        'The copy of your data you asked for is ready: your profile, answers, likes, messages, payments, sessions and photos, in one zip file.',
        `Download it from your account settings (you will be asked to log in) until ${day(expiresAt)}. After that it is deleted, and you can ask for a new copy.`,
        'If you did not ask for it, change your password and contact customer service.',
      ],
      action: {
        label: 'Download my data',
        url: siteLink(config, ACCOUNT_SETTINGS_PATH, { export: 'ready' }),
      },
      footerNote: 'You get this email because you asked for a copy of your data.',
    }),
  };
}
