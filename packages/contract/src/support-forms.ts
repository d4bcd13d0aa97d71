// The public contact forms, declared once as plain data: each form's copy, own fields and their rules (its page:
// support-form-pages.ts). No zod here; support.ts derives the request schemas and endpoints from these.
import type { SupportFormId } from './support-form-pages.ts';
import { supportFormPages } from './support-form-pages.ts';

/** The fields every form has. */
export const supportMessageLimits = {
  nameMax: 100,
  emailMax: 254,
  messageMin: 10,
  messageMax: 5000,
} as const;

/**
 * A form's own field, as the site renders it and the server checks it. `text`/`textarea`: trimmed text, required
 * unless `optional`; `choice`: one of `options`; `consent`: a checkbox (absent means no).
 */
export type SupportFieldSpec =
  | {
      kind: 'text' | 'textarea';
      label: string;
      hint?: string;
      optional?: boolean;
      min?: number;
      max: number;
      /** The browser's autofill hint. */
      autoComplete?: string;
    }
  | {
      kind: 'choice';
      label: string;
      hint?: string;
      options: readonly { value: string; label: string }[];
    }
  | { kind: 'consent'; label: string; hint?: string };

export interface SupportFormSpec {
  /** The page's path under the site root. */
  slug: string;
  title: string;
  /** One paragraph under the title: what the form is for and who reads it. */
  intro: string;
  /** The message box's label (what the form asks for). */
  messageLabel: string;
  messageHint?: string;
  submitLabel: string;
  /** The reference's prefix, e.g. `CS` in `CS-7K2MQ9XH`. */
  prefix: string;
  /** What the sender is told after sending (besides the reference). */
  sentText: string;
  /** The form's own fields, in the order they are shown (before the message). */
  fields: Readonly<Record<string, SupportFieldSpec>>;
}

export const supportForms = {
  'email-feedback': {
    ...supportFormPages['email-feedback'],
    intro:
      'Tell us about an email you received from us: one you did not expect, one that looks wrong, or one that ' +
      'came too often. To stop a kind of email, you can also change your email settings.',
    messageLabel: 'What about the email?',
    submitLabel: 'Send feedback',
    prefix: 'EF',
    sentText: 'Thank you. Our team reads every message about our emails and answers within 3 business days.',
    fields: {
      emailSubject: {
        kind: 'text',
        label: 'Subject of the email (optional)',
        hint: 'Copy it from the email, so we can find it.',
        optional: true,
        max: 200,
      },
    },
  },
  'success-stories': {
    ...supportFormPages['success-stories'],
    intro:
      'Did you meet someone here? Tell us how it happened. With both your consent we may publish your story, ' +
      'with first names only, on our success stories page.',
    messageLabel: 'Your story',
    messageHint: 'How you met, your first date, where you are now.',
    submitLabel: 'Send our story',
    prefix: 'SS',
    sentText: 'Thank you for sharing your story. We write back before publishing anything.',
    fields: {
      partnerName: {
        kind: 'text',
        label: 'Your partner’s first name',
        max: 100,
      },
      consentToPublish: {
        kind: 'consent',
        label: 'You may publish our story with our first names',
        hint: 'Both of us agree. We can take it down at any time if you ask.',
      },
    },
  },
  'customer-service': {
    ...supportFormPages['customer-service'],
    intro:
      'Questions about your account, your membership or a payment? Write to our support team: a person answers ' +
      'within 1 business day.',
    messageLabel: 'How can we help?',
    submitLabel: 'Send message',
    prefix: 'CS',
    sentText: 'Thank you. Our support team answers within 1 business day.',
    fields: {
      topic: {
        kind: 'choice',
        label: 'Topic',
        options: [
          { value: 'account', label: 'My account or login' },
          { value: 'membership', label: 'Membership and plans' },
          { value: 'billing', label: 'A payment or refund' },
          { value: 'profile', label: 'My profile or photos' },
          { value: 'other', label: 'Something else' },
        ],
      },
    },
  },
  'tech-support': {
    ...supportFormPages['tech-support'],
    intro:
      'Something on the site does not work for you: a page that does not load, photos that do not upload, ' +
      'messages that do not arrive. Tell us what you see and we will look into it.',
    messageLabel: 'What happens?',
    submitLabel: 'Send to technical support',
    prefix: 'TS',
    sentText: 'Thank you. Our technical team answers within 2 business days.',
    fields: {
      device: {
        kind: 'text',
        label: 'Device and browser (optional)',
        hint: 'For example: iPhone 15, Safari; or Windows laptop, Chrome.',
        optional: true,
        max: 200,
      },
    },
  },
  'media-inquiries': {
    ...supportFormPages['media-inquiries'],
    intro:
      'Journalists and researchers: ask for an interview, figures about online dating, or images. Our press team ' +
      'answers within 2 business days.',
    messageLabel: 'Your request',
    messageHint: 'Tell us the subject and your deadline.',
    submitLabel: 'Send request',
    prefix: 'MI',
    sentText: 'Thank you. Our press team answers within 2 business days.',
    fields: {
      outlet: {
        kind: 'text',
        label: 'Publication or outlet',
        max: 200,
        autoComplete: 'organization',
      },
    },
  },
  'bug-report': {
    ...supportFormPages['bug-report'],
    intro:
      'Found something broken? Tell us where it happened and how to make it happen again: it is the fastest way ' +
      'for us to fix it.',
    messageLabel: 'What went wrong?',
    messageHint: 'What you expected, and what happened instead.',
    submitLabel: 'Send bug report',
    prefix: 'BR',
    sentText: 'Thank you. Our developers read every bug report; we write back if we need more details.',
    fields: {
      page: {
        kind: 'text',
        label: 'Page',
        hint: 'The page’s address or name, for example “Inbox”.',
        max: 500,
      },
      steps: {
        kind: 'textarea',
        label: 'Steps to make it happen (optional)',
        hint: 'One step a line.',
        optional: true,
        max: 2000,
      },
      browser: {
        kind: 'text',
        label: 'Browser and device (optional)',
        optional: true,
        max: 200,
      },
    },
  },
  'system-abuse': {
    ...supportFormPages['system-abuse'],
    intro:
      'Report spam, fake profiles run in bulk, scams or anyone misusing the service. Our safety team reviews ' +
      'every report; the member you report is not told who sent it.',
    messageLabel: 'What happened?',
    submitLabel: 'Send report',
    prefix: 'SA',
    sentText: 'Thank you. Our safety team reviews every report within 24 hours.',
    fields: {
      reported: {
        kind: 'text',
        label: 'Member number or profile link',
        hint: 'For example 1042, or the address of their profile page.',
        max: 500,
      },
      kind: {
        kind: 'choice',
        label: 'Kind of abuse',
        options: [
          { value: 'spam', label: 'Spam or advertising' },
          { value: 'scam', label: 'Scam or asking for money' },
          { value: 'fake-profiles', label: 'Fake or automated profiles' },
          { value: 'harassment', label: 'Harassment or threats' },
          { value: 'underage', label: 'Someone under 18' },
          { value: 'other', label: 'Something else' },
        ],
      },
    },
  },
} as const satisfies Record<SupportFormId, SupportFormSpec>;

/** A form's own field names. */
export type SupportFieldName<F extends SupportFormId> = keyof (typeof supportForms)[F]['fields'] & string;
