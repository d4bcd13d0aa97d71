// The cache of community totals and of each viewer's part of them: kept per key, shared by concurrent requests,
// a viewer's parts forgotten alone (a block), everything forgotten by clear(), a failed count not kept.
import { describe, expect, it } from 'vitest';
import { countCache } from '../../src/db/count-cache.ts';

/** A count that answers `value` and says how often it ran. */
function counter(value: number) {
  const count = async () => {
    count.runs += 1;
    return value;
  };
  count.runs = 0;
  return count;
}

describe('countCache', () => {
  it('counts a key once while it is fresh, concurrent requests included', async () => {
    const cache = countCache();
    const count = counter(7);
    expect(await Promise.all([cache.get('k', count), cache.get('k', count)])).toEqual([7, 7]);
    expect(await cache.get('k', count)).toBe(7);
    expect(count.runs).toBe(1);
  });

  it('keeps each viewer’s part apart from the community count and from other viewers’ parts', async () => {
    const cache = countCache();
    expect(await cache.get('search', counter(100))).toBe(100);
    expect(await cache.getForViewer(1, 'search', counter(3))).toBe(3);
    expect(await cache.getForViewer(12, 'search', counter(5))).toBe(5);
    expect(await cache.getForViewer(1, 'search', counter(99))).toBe(3);
  });

  it('forgets only that viewer’s parts (viewer 1 is not viewer 12)', async () => {
    const cache = countCache();
    await cache.get('search', counter(100));
    await cache.getForViewer(1, 'search', counter(3));
    await cache.getForViewer(1, 'newsfeed', counter(4));
    await cache.getForViewer(12, 'search', counter(5));
    cache.forgetViewer(1);
    expect(await cache.getForViewer(1, 'search', counter(2))).toBe(2);
    expect(await cache.getForViewer(1, 'newsfeed', counter(6))).toBe(6);
    expect(await cache.getForViewer(12, 'search', counter(99))).toBe(5);
    expect(await cache.get('search', counter(99))).toBe(100);
  });

  it('clear() forgets every count; a failed count is not kept', async () => {
    const cache = countCache();
    await cache.get('search', counter(100));
    await cache.getForViewer(1, 'search', counter(3));
    cache.clear();
    expect(await cache.get('search', counter(101))).toBe(101);
    expect(await cache.getForViewer(1, 'search', counter(4))).toBe(4);

    await expect(cache.get('failing', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('failing', counter(1))).toBe(1);
  });

  it('counts afresh once a count is older than its lifetime', async () => {
    const cache = countCache({ ttlMs: 0 });
    const count = counter(7);
    await cache.get('k', count);
    await new Promise((resolve) => setTimeout(resolve, 2));
    await cache.get('k', count);
    expect(count.runs).toBe(2);
  });
});
