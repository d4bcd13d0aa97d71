// Signing in safely: changing the password, the active sessions, visibility (hidden, incognito), and password
// recovery by a single-use link.

/** Account calls a member makes with a session. */
export const accountEndpoints = {} as const;
/** Account calls made without a session (password recovery). */
export const publicAccountEndpoints = {} as const;
