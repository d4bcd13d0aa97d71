import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { liveEvent } from '@app/contract';
import { liveChannelDown, liveReplayOf, servesLiveChannel } from './live-replay.ts';
import { loadRecording, replayOf, ReplayCursor, resetReplays } from './replay.ts';

/** Reads a text/event-stream body: the `data:` frames as they come. */
function frames(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  return async (): Promise<{ id?: string; data: unknown }> => {
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const fields = new Map(
          buffer
            .slice(0, end)
            .split('\n')
            .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trim()]),
        );
        buffer = buffer.slice(end + 2);
        const id = fields.get('id');
        return { ...(id !== undefined ? { id } : {}), data: JSON.parse(fields.get('data') ?? 'null') };
      }
      const { value, done } = await reader.read();
      if (done) throw new Error('the stream ended');
      buffer += decoder.decode(value, { stream: true });
    }
  };
}

describe('liveReplayOf', () => {
  const server = setupServer();
  // msw's sse() wants an EventSource to exist (Node 20 has none); the test reads the stream with fetch.
  beforeAll(() => {
    vi.stubGlobal('EventSource', class {});
    server.listen({ onUnhandledRequest: 'error' });
  });
  afterEach(() => {
    server.resetHandlers();
    resetReplays();
  });
  afterAll(() => {
    server.close();
    vi.unstubAllGlobals();
  });

  const open = async () => {
    const response = await fetch('http://localhost/api/user/live', {
      headers: { accept: 'text/event-stream' },
    });
    expect(response.headers.get('content-type')).toBe('text/event-stream');
    return frames(response.body as ReadableStream<Uint8Array>);
  };

  it('pushes an event once the page reaches its step, as recorded: the match after the like', async () => {
    const cursor = new ReplayCursor();
    server.use(liveReplayOf('discovery/live-match', cursor)!, replayOf('discovery/live-match', cursor));
    const { live = [], exchanges } = await loadRecording('discovery/live-match');
    const next = await open();
    const like = exchanges.find((e) => e.endpoint === 'likeMember');
    const response = await fetch('http://localhost/api/user/likes/add', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(like?.request),
    });
    expect(response.status).toBe(200);
    const pushed = await next();
    expect(pushed).toEqual({ id: live[0]?.id, data: live[0]?.event });
    expect(liveEvent.parse(pushed.data).kind).toBe('match');
  });

  it("moves the replay on when it pushes another member's change, so later reads see it", async () => {
    const cursor = new ReplayCursor();
    server.use(liveReplayOf('discovery/live-matched', cursor)!, replayOf('discovery/live-matched', cursor));
    const { live = [] } = await loadRecording('discovery/live-matched');
    expect(live[0]?.changes).toBe(true);
    const next = await open();
    expect((await next()).data).toEqual(live[0]?.event);
    expect((await next()).data).toEqual(live[1]?.event);
    expect(cursor.step).toBe(2);
  });

  it('tells the preview which stories answer the live channel', async () => {
    const cursor = new ReplayCursor();
    await expect(servesLiveChannel([liveReplayOf('messaging/live-typing', cursor)])).resolves.toBe(true);
    await expect(servesLiveChannel([liveReplayOf('messaging/paying', cursor)])).resolves.toBe(false);
    await expect(servesLiveChannel([liveChannelDown()])).resolves.toBe(true);
    await expect(servesLiveChannel([replayOf('messaging/paying')])).resolves.toBe(false);
  });
});
