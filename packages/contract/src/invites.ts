// Invite and reply: a member invites another to answer one of their 20Q questions; the invitee replies.

/** Invite calls a member makes with a session. */
export const inviteEndpoints = {} as const;
