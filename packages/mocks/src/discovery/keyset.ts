/** Keyset paging over an in-memory list, the way the server pages: ordered by (at, id) descending. */
import { InvalidCursorError } from '../errors.ts';

export interface Keyed {
  /** Milliseconds since epoch of the list's order timestamp. */
  at: number;
  id: number;
}

const encode = (key: Keyed) => btoa(`${key.at}.${key.id}`).replace(/=+$/, '');
function decode(cursor: string): Keyed {
  let text: string;
  try {
    text = atob(cursor);
  } catch {
    throw new InvalidCursorError();
  }
  const match = /^(\d+)\.(\d+)$/.exec(text);
  if (!match) throw new InvalidCursorError();
  return { at: Number(match[1]), id: Number(match[2]) };
}

const newestFirst = (a: Keyed, b: Keyed) => b.at - a.at || b.id - a.id;

/** One page of `items` after `cursor`; `total` counts all of them. */
export function keysetPage<T>(
  items: readonly T[],
  keyOf: (item: T) => Keyed,
  { cursor, limit }: { cursor?: string | undefined; limit: number },
): { items: T[]; nextCursor: string | null; total: number } {
  const sorted = [...items].sort((a, b) => newestFirst(keyOf(a), keyOf(b)));
  const after = cursor === undefined ? null : decode(cursor);
  const rest = after ? sorted.filter((item) => newestFirst(after, keyOf(item)) < 0) : sorted;
  const page = rest.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page,
    nextCursor: rest.length > limit && last !== undefined ? encode(keyOf(last)) : null,
    total: items.length,
  };
}
