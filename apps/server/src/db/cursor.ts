// Opaque keyset cursors over (timestamp, id), newest first, for the inbox and the hotlist. The timestamp travels
// as text with microseconds (PostgreSQL's precision): a JavaScript Date keeps only milliseconds and would skip rows.
import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { DB_ID_MAX } from '@app/contract';

const TIMESTAMP_TEXT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** The column as UTC text with microseconds, the form cursors carry. */
export const cursorTime = (column: PgColumn) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

export const encodeCursor = (at: string, id: number): string =>
  Buffer.from(JSON.stringify([at, id])).toString('base64url');

/** The position a cursor names, or null when it is not one of ours (ids fit the int4 columns they are compared with). */
export function decodeCursor(cursor: string): [at: string, id: number] | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (!Array.isArray(value) || value.length !== 2) return null;
    const [at, id] = value as [unknown, unknown];
    return typeof at === 'string' &&
      TIMESTAMP_TEXT.test(at) &&
      Number.isSafeInteger(id) &&
      Number(id) > 0 &&
      Number(id) <= DB_ID_MAX
      ? [at, Number(id)]
      : null;
  } catch {
    return null;
  }
}

/** Rows after the cursor position in `order by time desc, id desc`. */
export const afterCursor = (time: PgColumn, id: PgColumn, [at, lastId]: [string, number]): SQL =>
  sql`(${time}, ${id}) < (${at}::timestamptz, ${lastId}::int)`;

/** Cuts a page of `limit` from rows fetched with `limit + 1`, with the next page's cursor. */
export function pageOfRows<T>(
  rows: T[],
  limit: number,
  position: (row: T) => [string, number],
): { rows: T[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  return { rows: page, nextCursor: rows.length > limit && last ? encodeCursor(...position(last)) : null };
}
