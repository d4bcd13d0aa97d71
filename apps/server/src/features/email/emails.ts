// The email feature's templates, on the shared layout: the validation link and the security note to a replaced
// address.
import type { EmailKind } from '@app/contract';
import { EMAIL_VALIDATION_SLUG, VALIDATION_LINK_HOURS } from '@app/contract';
import type { Config } from '../../config.ts';
import { renderEmail, siteLink } from '../outgoing-email/templates.ts';

type Links = Pick<Config, 'publicUrl'>;

export interface Composed {
  kind: EmailKind;
  subject: string;
  text: string;
  html: string;
}

export function validationMail(config: Links, token: string, email: string): Composed {
  return {
    kind: 'validate-email',
    subject: 'Confirm your email address',
    ...renderEmail({
      heading: 'Confirm your email address',
      paragraphs: [
        `Follow the link below to confirm that ${email} is your address on Spark.`,
        `The link works once, for ${VALIDATION_LINK_HOURS} hours.`,
      ],
      action: { label: 'Confirm my address', url: siteLink(config, EMAIL_VALIDATION_SLUG, { token }) },
      footerNote: 'If you did not ask for this, ignore this email: nothing changes without the link.',
    }),
  };
}

export function addressChangedMail(config: Links, newEmail: string): Composed {
  return {
    kind: 'security',
    subject: 'Your email address was changed',
    ...renderEmail({
      heading: 'Your email address was changed',
      paragraphs: [
        `The email address of your Spark account is now ${newEmail}. We will write to that address from now on.`,
        'If you did not make this change, contact customer service at once.',
      ],
      action: { label: 'Contact customer service', url: siteLink(config, '/customer-service') },
    }),
  };
}
