// The member's email address: changing it (validated by a single-use link), the validation link itself (followed
// without a session), resending it, and the opt-outs per kind of email.

/** Email calls a member makes with a session. */
export const emailEndpoints = {} as const;
/** Email calls made without a session (following a validation link from the mail). */
export const publicEmailEndpoints = {} as const;
