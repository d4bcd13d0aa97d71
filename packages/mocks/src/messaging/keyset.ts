// Keyset paging for the mailbox's lists (inbox, hotlist), newest first over (ISO time, string id) with an opaque
// cursor; a cursor it cannot read starts from the first page.
/** Opaque keyset cursor over (time, id), newest first. */
const encodeCursor = (at: string, id: string) => btoa(JSON.stringify([at, id]));
const decodeCursor = (cursor: string | undefined): [string, string] | null => {
  if (!cursor) return null;
  try {
    const value: unknown = JSON.parse(atob(cursor));
    return Array.isArray(value) && typeof value[0] === 'string' && typeof value[1] === 'string'
      ? [value[0], value[1]]
      : null;
  } catch {
    return null;
  }
};
/** Newest first by time, then id; keeps the entries after the cursor and cuts a page. */
export function keysetPage<T>(
  entries: T[],
  key: (entry: T) => [string, string],
  cursor: string | undefined,
  limit: number,
) {
  const sorted = [...entries].sort((a, b) => {
    const [at, id] = key(a);
    const [bt, bid] = key(b);
    return at === bt ? bid.localeCompare(id) : bt.localeCompare(at);
  });
  const after = decodeCursor(cursor);
  const start = after
    ? sorted.findIndex((entry) => {
        const [at, id] = key(entry);
        return at < after[0] || (at === after[0] && id.localeCompare(after[1]) < 0);
      })
    : 0;
  const rest = start < 0 ? [] : sorted.slice(start);
  const items = rest.slice(0, limit);
  const last = items[items.length - 1];
  const nextCursor = rest.length > limit && last ? encodeCursor(...key(last)) : null;
  return { items, nextCursor, total: sorted.length };
}
