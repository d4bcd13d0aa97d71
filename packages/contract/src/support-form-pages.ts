// Each public contact form's page: its path and title. A module of its own because every page's footer links the
// forms, while the rest of a form (its copy and fields, support-forms.ts) loads only with the form.
export const supportFormIds = [
  'email-feedback',
  'success-stories',
  'customer-service',
  'tech-support',
  'media-inquiries',
  'bug-report',
  'system-abuse',
] as const;
export type SupportFormId = (typeof supportFormIds)[number];

export const supportFormPages = {
  'email-feedback': { slug: 'email-feedback', title: 'Email feedback' },
  'success-stories': { slug: 'feedback/success-stories', title: 'Share your story' },
  'customer-service': { slug: 'customer-service', title: 'Customer service' },
  'tech-support': { slug: 'tech-support', title: 'Technical support' },
  'media-inquiries': { slug: 'media-inquiries', title: 'Media inquiries' },
  'bug-report': { slug: 'bug-report', title: 'Report a bug' },
  'system-abuse': { slug: 'system-abuse', title: 'System abuse' },
} as const satisfies Record<SupportFormId, { slug: string; title: string }>;
