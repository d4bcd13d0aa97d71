// Totals of search and feeds count members over the whole community: far more work than the page itself. Such a
// total is a community-wide count minus the viewer's part (themselves and the members hidden from them by blocks),
// and both are cached here for a few seconds per filter set (concurrent requests share one query). A block or unblock
// forgets both members' parts, so a member's totals show it at once; a member who changes what these counts filter on
// (city, birth date, gender, who they seek) clears the whole cache, so the totals count them at once. On other
// instances either shows within the cache's lifetime.

export interface CountCache {
  /** The cached count for `key`, or `count()` run once and kept for the cache's lifetime. */
  get(key: string, count: () => Promise<number>): Promise<number>;
  /** The viewer's part of the total cached under `key`, or `count()` run once and kept like a community count. */
  getForViewer(viewerId: number, key: string, count: () => Promise<number>): Promise<number>;
  /** Forgets the viewer's parts of every total (a block or unblock involving them). */
  forgetViewer(viewerId: number): void;
  /** Forgets every cached count: the next request counts afresh. */
  clear(): void;
}

const viewerPrefix = (viewerId: number) => `viewer:${viewerId}:`;

export function countCache({ ttlMs = 10_000, maxEntries = 1000 } = {}): CountCache {
  const entries = new Map<string, { expires: number; value: Promise<number> }>();
  const get: CountCache['get'] = (key, count) => {
    const now = Date.now();
    const hit = entries.get(key);
    if (hit && hit.expires > now) return hit.value;
    if (entries.size >= maxEntries) {
      for (const [k, entry] of entries) if (entry.expires <= now) entries.delete(k);
      if (entries.size >= maxEntries) entries.clear();
    }
    const value = count();
    entries.set(key, { expires: now + ttlMs, value });
    // A failed count is not kept: the next request tries again.
    value.catch(() => {
      if (entries.get(key)?.value === value) entries.delete(key);
    });
    return value;
  };
  return {
    get,
    getForViewer: (viewerId, key, count) => get(`${viewerPrefix(viewerId)}${key}`, count),
    forgetViewer(viewerId) {
      const prefix = viewerPrefix(viewerId);
      for (const key of entries.keys()) if (key.startsWith(prefix)) entries.delete(key);
    },
    clear() {
      entries.clear();
    },
  };
}
