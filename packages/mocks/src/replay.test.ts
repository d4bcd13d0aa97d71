import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Exchange } from './recording.ts';
import { answerFor, replayOf, resetReplays } from './replay.ts';

const exchange = (step: number, method: string, url: string, extra: Partial<Exchange> = {}): Exchange => ({
  step,
  endpoint: 'getList',
  method,
  url,
  status: 200,
  response: { step },
  ...extra,
});

describe('answerFor', () => {
  const list = '/api/user/lists/who-liked-me?limit=12';
  const exchanges = [
    exchange(0, 'GET', list),
    exchange(0, 'POST', '/api/user/likes/add', { changes: true, request: { memberId: 5 } }),
    exchange(1, 'GET', list),
    exchange(1, 'POST', '/api/user/likes/add', { changes: true, request: { memberId: 6 } }),
    exchange(2, 'GET', list),
  ];

  it('answers a read with the answer the server gave at the current step', () => {
    expect(answerFor(exchanges, 0, { method: 'GET', url: list, body: undefined })?.exchange.response).toEqual(
      {
        step: 0,
      },
    );
    expect(answerFor(exchanges, 2, { method: 'GET', url: list, body: undefined })?.exchange.response).toEqual(
      {
        step: 2,
      },
    );
  });

  it('moves on after a state-changing call, picked by its body when several share the URL', () => {
    const second = answerFor(exchanges, 0, {
      method: 'POST',
      url: '/api/user/likes/add',
      body: { memberId: 6 },
    });
    expect(second?.exchange.request).toEqual({ memberId: 6 });
    expect(second?.step).toBe(2);
    const first = answerFor(exchanges, 0, {
      method: 'POST',
      url: '/api/user/likes/add',
      body: { memberId: 5 },
    });
    expect(first?.step).toBe(1);
  });

  it('answers nothing for a call the scenario never made (another URL, method or query)', () => {
    expect(
      answerFor(exchanges, 0, { method: 'GET', url: '/api/user/lists/who-liked-me', body: undefined }),
    ).toBe(undefined);
    expect(answerFor(exchanges, 0, { method: 'DELETE', url: list, body: undefined })).toBe(undefined);
  });
});

describe('replayOf', () => {
  const server = setupServer();
  const unhandled = vi.fn();
  beforeAll(() => server.listen({ onUnhandledRequest: unhandled }));
  afterEach(() => {
    server.resetHandlers();
    unhandled.mockClear();
  });
  afterAll(() => server.close());

  const counters = async () =>
    (
      (await (await fetch('http://localhost/api/user/counter/get-wrapped-counters')).json()) as {
        data: Record<string, number>;
      }
    ).data;
  const post = (path: string, body: unknown) =>
    fetch(`http://localhost${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });

  it("replays the server's answers before and after a change, from the start again after a reset", async () => {
    server.use(replayOf('discovery/like-undo'));
    const before = await counters();
    expect((await post('/api/user/likes/add', { memberId: 69 })).status).toBe(200);
    const afterLike = await counters();
    expect(afterLike).not.toEqual(before);
    expect((await post('/api/user/likes/remove', { memberId: 69 })).status).toBe(200);
    expect(await counters()).toEqual(before);
    resetReplays();
    expect(await counters()).toEqual(before);
  });

  it('leaves a call the scenario never made unanswered, for MSW to report', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    server.use(replayOf('discovery/like-undo'));
    await fetch('http://localhost/api/user/spin').catch(() => undefined);
    expect(unhandled).toHaveBeenCalledOnce();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('nothing recorded for GET /api/user/spin'));
    warn.mockRestore();
  });
});
