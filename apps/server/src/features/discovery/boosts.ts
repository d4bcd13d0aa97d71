// Boosts (bought, or won on the spin wheel; the billing feature writes the `boosts` table) put a member first in
// search and in the member lists while they run. Keyset paging stays exact: page 1 leads with at most
// BOOSTED_FIRST_MAX boosted members (the most recently active first), and every page's regular walk leaves out that
// same top set, so nobody appears twice or is skipped while the set holds; boosted members beyond it stay in their
// regular place. Cost: the running boosts are few (boosts_active_idx on ends_at), so the extra page-1 query and the
// `not in` over at most BOOSTED_FIRST_MAX ids add little to the index walk; totals are unchanged.
import type { SQLWrapper } from 'drizzle-orm';
import { sql } from 'drizzle-orm';

/** At most this many boosted members lead page 1. */
export const BOOSTED_FIRST_MAX = 4;

/** Member `id` (a column or expression) has a boost running now. */
export const boostRunning = (id: SQLWrapper) =>
  sql`exists (select 1 from boosts bst where bst.member_id = ${id} and bst.ends_at > now())`;

/** `id` is not one of the boosted members `topBoosted` (a subquery of at most BOOSTED_FIRST_MAX ids) put first. */
export const notLeadingBoosted = (id: SQLWrapper, topBoosted: SQLWrapper) =>
  sql`${id} not in (${topBoosted})`;
