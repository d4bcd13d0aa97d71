// Sign-up's two mails, one of which every sign-up request sends (within the per-address limit): the link that
// creates a new member, or, to an address that is a member's already, a note that someone tried to join with it.
// Both say the same to whoever typed the address; only the mailbox's owner learns which it was.
import { PASSWORD_RECOVERY_SLUG, SIGNUP_CONFIRM_SLUG, SIGNUP_LINK_HOURS } from '@app/contract';
import type { Config } from '../../config.ts';
import type { OutgoingEmail } from '../outgoing-email/sender.ts';
import { renderEmail, siteLink } from '../outgoing-email/templates.ts';

export function signupLinkEmail(
  config: Pick<Config, 'publicUrl'>,
  to: { email: string; name: string },
  token: string,
): OutgoingEmail {
  return {
    to: to.email,
    kind: 'signup',
    subject: 'Confirm your address to join Spark',
    ...renderEmail({
      heading: 'Welcome to Spark',
      paragraphs: [
        `Hi ${to.name},`,
        `Confirm this is your address to create your profile. The link works once, for ${SIGNUP_LINK_HOURS} hours.`,
      ],
      action: { label: 'Create my profile', url: siteLink(config, `/${SIGNUP_CONFIRM_SLUG}`, { token }) },
      footerNote: 'If you did not sign up, ignore this email: no profile is created without the link.',
    }),
  };
}

export function alreadyMemberEmail(
  config: Pick<Config, 'publicUrl'>,
  to: { memberId: number; email: string; name: string },
): OutgoingEmail {
  return {
    to: to.email,
    memberId: to.memberId,
    kind: 'signup',
    subject: 'You already have a Spark profile',
    ...renderEmail({
      heading: 'You already have a profile',
      paragraphs: [
        `Hi ${to.name},`,
        'Someone, hopefully you, tried to sign up to Spark with this address. It already has a profile, so nothing was created.',
        'Log in with your password, or choose a new one if you forgot it.',
      ],
      action: { label: 'Choose a new password', url: siteLink(config, `/${PASSWORD_RECOVERY_SLUG}`) },
      footerNote: 'If it was not you, you need do nothing: your profile is unchanged.',
    }),
  };
}
