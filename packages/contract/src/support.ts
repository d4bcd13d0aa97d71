// The public forms (feedback, success stories, customer service, tech support, media inquiries, bug reports,
// system abuse): validated, rate-limited, stored, answered with a reference number.

/** The public forms' calls, made with or without a session. */
export const supportEndpoints = {} as const;
