// The security notes of stronger sign-in, to the member's address (kind `security`: sent whatever the email
// settings say): a passkey was added, two-step sign-in was turned on or off, someone signed in from a new device.
// Whoever did it (the owner, or someone holding their session or password), the owner hears of it.
import type { Config } from '../../config.ts';
import type { OutgoingEmail } from '../outgoing-email/sender.ts';
import { renderEmail, siteLink } from '../outgoing-email/templates.ts';

export interface SecurityRecipient {
  memberId: number;
  email: string;
  name: string;
}

const footerNote =
  'You get this note whatever your email settings say: it is about the safety of your account.';
const notYou =
  'If this was not you, change your password now, check your login settings and contact customer service.';

function securityEmail(
  config: Pick<Config, 'publicUrl'>,
  to: SecurityRecipient,
  subject: string,
  what: string,
): OutgoingEmail {
  return {
    to: to.email,
    memberId: to.memberId,
    kind: 'security',
    subject,
    ...renderEmail({
      heading: subject,
      paragraphs: [`Hi ${to.name},`, what, notYou],
      action: { label: 'Open my login settings', url: siteLink(config, '/settings/login') },
      footerNote,
    }),
  };
}

export const passkeyAddedEmail = (
  config: Pick<Config, 'publicUrl'>,
  to: SecurityRecipient,
  passkeyName: string,
  browser: string,
) =>
  securityEmail(
    config,
    to,
    'A passkey was added to your profile',
    `A passkey named "${passkeyName}" was just added to your Spark profile, from ${browser}. It can now sign in to your profile without your password.`,
  );

export const twoStepChangedEmail = (
  config: Pick<Config, 'publicUrl'>,
  to: SecurityRecipient,
  on: boolean,
  browser: string,
) =>
  on
    ? securityEmail(
        config,
        to,
        'Two-step sign-in is on',
        `Two-step sign-in was just turned on for your Spark profile, from ${browser}. Signing in with your password now also asks for a code from your authenticator app. Keep your recovery codes somewhere safe.`,
      )
    : securityEmail(
        config,
        to,
        'Two-step sign-in was turned off',
        `Two-step sign-in was just turned off for your Spark profile, from ${browser}. Your password alone now signs in.`,
      );

export const newDeviceEmail = (config: Pick<Config, 'publicUrl'>, to: SecurityRecipient, browser: string) =>
  securityEmail(
    config,
    to,
    'New sign-in to your profile',
    `Someone just signed in to your Spark profile from a device we had not seen before: ${browser}. If it was you, there is nothing to do.`,
  );
