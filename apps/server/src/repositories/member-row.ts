import { sql } from 'drizzle-orm';

/**
 * `members.id`, always qualified. Drizzle leaves columns unqualified in a query without joins, and a bare "id"
 * inside a subquery over photos (or any table with an id) would name that table's id instead.
 */
export const memberRowId = sql`"members"."id"`;
