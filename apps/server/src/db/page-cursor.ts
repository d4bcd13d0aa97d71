// Discovery page cursors: the keyset position of the page's last row, plus the list's total as page 1 counted it.
// Exact totals are the costliest part of a page (a count over every entry: 3,000 admirers take longer than the
// page), so deeper pages repeat page 1's total instead of counting again; a new page 1 counts afresh. The total in a
// cursor only ever comes back to the member it was given to, as their own figure.
import { decodeCursor } from './cursor.ts';

export interface PageCursor {
  after: [at: string, id: number];
  /** Page 1's total; undefined for a cursor without one (issued before totals travelled), which counts again. */
  total: number | undefined;
}

export const encodePageCursor = (at: string, id: number, total: number): string =>
  Buffer.from(JSON.stringify([at, id, total])).toString('base64url');

/** The cursor's position and total, or null when it is not one of ours. */
export function decodePageCursor(cursor: string): PageCursor | null {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!Array.isArray(value)) return null;
  if (value.length === 2) {
    const after = decodeCursor(cursor);
    return after && { after, total: undefined };
  }
  if (value.length !== 3) return null;
  const [at, id, total] = value as [unknown, unknown, unknown];
  const after = decodeCursor(Buffer.from(JSON.stringify([at, id])).toString('base64url'));
  return after && Number.isSafeInteger(total) && Number(total) >= 0 ? { after, total: Number(total) } : null;
}

/** Cuts a page of `limit` from rows fetched with `limit + 1`; the next page's cursor carries `total`. */
export function pageWithTotal<T>(
  rows: T[],
  limit: number,
  position: (row: T) => [string, number],
  total: number,
): { rows: T[]; nextCursor: string | null; total: number } {
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  const nextCursor = rows.length > limit && last ? encodePageCursor(...position(last), total) : null;
  return { rows: page, nextCursor, total };
}
