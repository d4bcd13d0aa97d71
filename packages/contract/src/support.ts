// The public forms (feedback, success stories, customer service, tech support, media inquiries, bug reports,
// system abuse): validated, rate-limited, stored, answered with a reference number.
//
// Each form is declared once, in support-forms.ts: its page, its copy, its own fields and their rules. The request
// schema, the server's checks, the mocks and the site's form are all derived from `supportForms`.
import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { emailText, text } from './fields.ts';
import type { SupportFormId } from './support-form-pages.ts';
import { supportFormIds } from './support-form-pages.ts';
import type { SupportFieldName, SupportFieldSpec } from './support-forms.ts';
import { supportForms, supportMessageLimits } from './support-forms.ts';
import { formatCount } from './copy.ts';

/** The zod schema of one field spec. */
function fieldSchema(spec: SupportFieldSpec) {
  if (spec.kind === 'consent') return z.boolean().optional();
  if (spec.kind === 'choice') {
    const values = spec.options.map((option) => option.value) as [string, ...string[]];
    return z.enum(values, { message: `Choose ${spec.label.toLowerCase()}` });
  }
  const name = spec.label.replace(/ \(optional\)$/, '');
  const base = text({ message: `Enter ${name.toLowerCase()}` })
    .trim()
    .max(spec.max, `Keep it under ${spec.max} characters`);
  if (spec.optional) return base.optional();
  return base.min(spec.min ?? 1, `Enter ${name.toLowerCase()}`);
}

const commonFields = {
  name: text({ message: 'Enter your name' })
    .trim()
    .min(1, 'Enter your name')
    .max(supportMessageLimits.nameMax, `Keep your name under ${supportMessageLimits.nameMax} characters`),
  email: emailText(),
  message: text({ message: 'Enter your message' })
    .trim()
    .min(
      supportMessageLimits.messageMin,
      `Write at least ${supportMessageLimits.messageMin} characters, so we can help`,
    )
    .max(
      supportMessageLimits.messageMax,
      `Keep it under ${formatCount(supportMessageLimits.messageMax)} characters`,
    ),
};

/** The request body of one form: name, email, message and the form's own fields. */
export function supportBodyOf<F extends SupportFormId>(form: F) {
  const own = Object.fromEntries(
    Object.entries(supportForms[form].fields as Record<string, SupportFieldSpec>).map(([key, spec]) => [
      key,
      fieldSchema(spec),
    ]),
  ) as unknown as Record<SupportFieldName<F>, z.ZodType<string | boolean | undefined>>;
  return z.object({ ...commonFields, ...own });
}
export type SupportBody = z.input<ReturnType<typeof supportBodyOf>>;

/**
 * A reference: the form's prefix, a dash and 8 characters drawn at random (crypto) from 31 letters and digits that
 * cannot be mistaken for each other when read out (no 0/O, 1/I/L): about 40 bits, unique (the database checks).
 */
export const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const REFERENCE_LENGTH = 8;
export const supportReference = z.string().regex(/^[A-Z]{2}-[2-9A-HJKMNP-Z]{8}$/, 'Not a support reference');

/**
 * Sending is limited per client IP and form: SUPPORT_RATE_LIMIT accepted messages in SUPPORT_RATE_WINDOW_MINUTES
 * (a fixed window). Refused messages (400) do not count. Over the limit: 429 `rate_limited` with Retry-After.
 */
export const SUPPORT_RATE_LIMIT = 5;
export const SUPPORT_RATE_WINDOW_MINUTES = 60;

export const supportSent = z.object({
  success: z.literal(true),
  data: z.object({ reference: supportReference, form: z.enum(supportFormIds) }),
});
export type SupportSent = z.infer<typeof supportSent>['data'];

const supportEndpoint = <F extends SupportFormId>(form: F) =>
  defineEndpoint({
    summary: `Send the ${supportForms[form].title.toLowerCase()} form; answers with a reference and mails an acknowledgement. Uses the session when there is one.`,
    method: 'POST',
    path: `/api/support/${form}` as `/api/support/${F}`,
    body: supportBodyOf(form),
    response: supportSent,
  });

export const sendEmailFeedback = supportEndpoint('email-feedback');
export const sendSuccessStory = supportEndpoint('success-stories');
export const sendCustomerService = supportEndpoint('customer-service');
export const sendTechSupport = supportEndpoint('tech-support');
export const sendMediaInquiry = supportEndpoint('media-inquiries');
export const sendBugReport = supportEndpoint('bug-report');
export const sendSystemAbuse = supportEndpoint('system-abuse');

/** Each form's endpoint, by form. */
export const supportEndpointOf = {
  'email-feedback': sendEmailFeedback,
  'success-stories': sendSuccessStory,
  'customer-service': sendCustomerService,
  'tech-support': sendTechSupport,
  'media-inquiries': sendMediaInquiry,
  'bug-report': sendBugReport,
  'system-abuse': sendSystemAbuse,
} as const satisfies { [F in SupportFormId]: (typeof supportEndpoints)[(typeof supportEndpointNames)[F]] };

/** Each form's endpoint by its name in the endpoint map: what the client calls. */
export const supportEndpointNames = {
  'email-feedback': 'sendEmailFeedback',
  'success-stories': 'sendSuccessStory',
  'customer-service': 'sendCustomerService',
  'tech-support': 'sendTechSupport',
  'media-inquiries': 'sendMediaInquiry',
  'bug-report': 'sendBugReport',
  'system-abuse': 'sendSystemAbuse',
} as const satisfies Record<SupportFormId, keyof typeof supportEndpoints>;

/** The public forms' calls, made with or without a session. */
export const supportEndpoints = {
  sendEmailFeedback,
  sendSuccessStory,
  sendCustomerService,
  sendTechSupport,
  sendMediaInquiry,
  sendBugReport,
  sendSystemAbuse,
} as const;
