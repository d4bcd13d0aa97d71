import { describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { invalidateAnew, readAgainIfUnderWay } from './fresh-reads';

/**
 * An open page's first read, held until `answerFirst()`, while the server changes: the first read answers 'before',
 * any read after it 'after'.
 */
function firstLoadUnderWay() {
  const queryClient = new QueryClient();
  const queryKey = ['membership', 'current'];
  let answerFirst: () => void = () => undefined;
  const first = new Promise<void>((resolve) => (answerFirst = resolve));
  let reads = 0;
  const page = new QueryObserver(queryClient, {
    queryKey,
    queryFn: async () => {
      reads += 1;
      if (reads > 1) return 'after';
      await first;
      return 'before';
    },
  });
  const unsubscribe = page.subscribe(() => undefined);
  return {
    queryClient,
    queryKey,
    answerFirst,
    reads: () => reads,
    /** What the page shows once no read is under way. */
    async settled() {
      await vi.waitFor(() => expect(queryClient.isFetching({ queryKey })).toBe(0));
      unsubscribe();
      return queryClient.getQueryData(queryKey);
    },
  };
}

describe('invalidateAnew', () => {
  it('starts a first load under way anew, where an invalidation joins it and keeps its older answer', async () => {
    const joined = firstLoadUnderWay();
    const invalidated = joined.queryClient.invalidateQueries({ queryKey: joined.queryKey });
    joined.answerFirst();
    await invalidated;
    expect(await joined.settled()).toBe('before');

    const anew = firstLoadUnderWay();
    const done = invalidateAnew(anew.queryClient, { queryKey: anew.queryKey });
    anew.answerFirst();
    await done;
    expect(await anew.settled()).toBe('after');
    expect(anew.reads()).toBe(2);
  });
});

describe('readAgainIfUnderWay', () => {
  it('makes a read under way again, and leaves a query alone when none is', async () => {
    const load = firstLoadUnderWay();
    expect(readAgainIfUnderWay(load.queryClient, load.queryKey)).toBe(true);
    load.answerFirst();
    await vi.waitFor(() => expect(load.reads()).toBe(2));
    expect(await load.settled()).toBe('after');
    expect(readAgainIfUnderWay(load.queryClient, load.queryKey)).toBe(false);
    expect(load.reads()).toBe(2);
  });
});
