// The invite limit, without zod: the invite dialog of a profile view shows it before any schema loads.

/** Invites a member may send in any 24 hours. */
export const INVITES_PER_DAY = 10;
