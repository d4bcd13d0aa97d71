// One page of members as cards, in two steps of one statement: the keyset page is chosen first, in a LIMITed
// subquery walking an index, and only its rows are joined to members for the card columns. With the card columns in
// the paging query itself, PostgreSQL plans their likedByMe/likesMe subqueries for the whole list and hashes every
// like of the viewer on every request (EXPLAIN ANALYZE: 30-60 ms for a member with a few thousand likes).
import type { SQL, SQLWrapper } from 'drizzle-orm';
import { desc, eq, sql } from 'drizzle-orm';
import type { PgColumn, SubqueryWithSelection } from 'drizzle-orm/pg-core';
import type { Database } from './database.ts';
import { members } from './schema.ts';
import { cursorTime } from './cursor.ts';
import type { KnownFlags } from './member-card.ts';
import { memberCardColumns } from './member-card.ts';

/**
 * The columns a paging subquery selects: the member shown, and the keyset (time, id) it is ordered by. Drizzle
 * writes subquery fields unqualified in the outer query, so their names must not be members' column names.
 */
export const pageColumns = (memberId: SQLWrapper, time: PgColumn, id: SQLWrapper = memberId) => ({
  memberId: sql<number>`${memberId}`.as('page_member_id'),
  time: sql<string>`${time}`.as('page_time'),
  position: cursorTime(time).as('page_position'),
  id: sql<number>`${id}`.as('page_id'),
});

type PageSelection = ReturnType<typeof pageColumns>;

/**
 * The cards of a page subquery's rows, in its order; `extra` adds fields of the page (an event's kind) or of the
 * member (their region); `known`: the like flags every row of the page has (member-card.ts).
 */
export function cardsOfPage<X extends Record<string, SQL.Aliased | PgColumn>>(
  db: Database,
  viewerId: number | SQLWrapper,
  page: SubqueryWithSelection<PageSelection, 'page'>,
  extra: X = {} as X,
  known: KnownFlags = {},
) {
  return db
    .select({ ...extra, position: page.position, id: page.id, member: memberCardColumns(viewerId, known) })
    .from(page)
    .innerJoin(members, eq(members.id, page.memberId))
    .orderBy(desc(page.time), desc(page.id));
}
