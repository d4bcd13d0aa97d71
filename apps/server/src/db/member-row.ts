import type { SQLWrapper } from 'drizzle-orm';
import { sql } from 'drizzle-orm';

/**
 * `members.id`, always qualified. Drizzle leaves columns unqualified in a query without joins, and a bare "id"
 * inside a subquery over photos (or any table with an id) would name that table's id instead.
 */
export const memberRowId = sql`"members"."id"`;

/**
 * The member `id` (a column or expression) has not disabled their profile. An anti-join on members_disabled_idx
 * (the few disabled ids): joining members to test `disabled_at is null` made PostgreSQL scan every member for a
 * count of a few thousand likes.
 */
export const notDisabled = (id: SQLWrapper) =>
  sql`not exists (select 1 from members d where d.id = ${id} and d.disabled_at is not null)`;
