// Totals of search and feeds count members over the whole community: far more work than the page itself. The
// viewer-independent part of such a count is cached here for a few seconds per filter set (concurrent requests share
// one query); the viewer's own corrections (themselves, blocks) are counted live, so a block shows at once. A
// member who changes what these counts filter on (city, birth date, gender, who they seek) clears the cache, so the
// totals count them at once on this instance (other instances within the cache's lifetime).

export interface CountCache {
  /** The cached count for `key`, or `count()` run once and kept for the cache's lifetime. */
  get(key: string, count: () => Promise<number>): Promise<number>;
  /** Forgets every cached count: the next request counts afresh. */
  clear(): void;
}

export function countCache({ ttlMs = 10_000, maxEntries = 1000 } = {}): CountCache {
  const entries = new Map<string, { expires: number; value: Promise<number> }>();
  return {
    get(key, count) {
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
    },
    clear() {
      entries.clear();
    },
  };
}
