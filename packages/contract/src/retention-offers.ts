// The retention offers' names, without zod: the route table (every page) lists their pages.

/** The retention offers of SPEC point 2's subscription routes; each can be taken once per member. */
export const retentionOffers = ['discount50', 'discount66', 'free-time-offer'] as const;
export type RetentionOffer = (typeof retentionOffers)[number];
