// The acknowledgement mailed after a public form is sent: the reference to quote, what happens next, and the
// message itself (so the sender keeps a copy). Rendered with the shared email layout.
import type { SupportFormId } from '@app/contract';
import { supportForms } from '@app/contract';
import type { OutgoingEmail } from '../outgoing-email/sender.ts';
import { renderEmail } from '../outgoing-email/templates.ts';

export const SUPPORT_EMAIL_KIND = 'support-acknowledgement';

export function supportAcknowledgement(input: {
  form: SupportFormId;
  reference: string;
  name: string;
  email: string;
  message: string;
  memberId: number | null;
}): OutgoingEmail {
  const form = supportForms[input.form];
  const subject = `We received your message (${input.reference})`;
  const { text, html } = renderEmail({
    heading: `Thank you, ${input.name}`,
    paragraphs: [
      `We received your message sent through the “${form.title}” form. Your reference is ${input.reference}: ` +
        'quote it if you write to us about this again.',
      form.sentText,
      'Your message:',
      input.message,
    ],
    footerNote:
      'You get this email because this address was given on one of our contact forms. If it was not you, ' +
      'ignore it: nothing else will be sent.',
  });
  return { to: input.email, memberId: input.memberId, kind: SUPPORT_EMAIL_KIND, subject, text, html };
}
