// Disabling a profile (with reasons) and what it keeps; reactivation is the login's `reactivate` flag.

/** Disable calls a member makes with a session. */
export const disableEndpoints = {} as const;
