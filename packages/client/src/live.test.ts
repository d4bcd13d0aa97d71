import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveEvent } from '@app/contract';
import { LIVE_EVENTS_PATH, LIVE_RECONNECT_MS, LIVE_SILENCE_MS } from '@app/contract';
import { FakeEventSource } from '@app/mocks';
import type { LiveChannelOptions, LiveState } from './live.ts';
import { createLiveChannel, liveReconnectDelay, MalformedLiveEventError } from './live.ts';
import { loadContract } from './contract.ts';

beforeEach(() => {
  vi.useFakeTimers();
  FakeEventSource.reset();
});
afterEach(() => vi.useRealTimers());

function setup(options: Partial<LiveChannelOptions> = {}) {
  const events: LiveEvent[] = [];
  const states: LiveState[] = [];
  const errors: unknown[] = [];
  const channel = createLiveChannel({
    EventSource: FakeEventSource,
    onEvent: (event) => events.push(event),
    onState: (state) => states.push(state),
    onError: (error) => errors.push(error),
    // No jitter: each delay is its whole step.
    random: () => 0,
    ...options,
  });
  return { channel, events, states, errors };
}

/** Lets the contract load (a dynamic import) and the stream open. */
const opened = async () => {
  await vi.waitFor(() => expect(FakeEventSource.latest()).toBeDefined());
  return FakeEventSource.latest() as FakeEventSource;
};

describe('createLiveChannel', () => {
  it('opens the stream, checks each message against the contract and hands it on', async () => {
    const { channel, events, states } = setup();
    channel.start();
    expect(states).toEqual(['connecting']);
    const source = await opened();
    expect(source.url).toBe(LIVE_EVENTS_PATH);
    source.open();
    expect(states).toEqual(['connecting', 'open']);
    source.message({ kind: 'counters' }, '1');
    source.message({ kind: 'typing', threadId: 't1', memberId: 42 });
    expect(events).toEqual([{ kind: 'counters' }, { kind: 'typing', threadId: 't1', memberId: 42 }]);
  });

  it('reports a malformed message and goes on with the next', async () => {
    const { channel, events, errors } = setup();
    channel.start();
    const source = await opened();
    source.open();
    source.raw('not json');
    source.message({ kind: 'no-such-kind' });
    source.message({ kind: 'membership' });
    expect(errors).toHaveLength(2);
    expect(errors[0]).toBeInstanceOf(MalformedLiveEventError);
    expect((errors[1] as MalformedLiveEventError).data).toBe('{"kind":"no-such-kind"}');
    expect(events).toEqual([{ kind: 'membership' }]);
    expect(FakeEventSource.instances).toHaveLength(1);
  });

  it('on an error, closes the stream and reopens it after a doubling backoff with the last event id', async () => {
    const { channel, states } = setup();
    channel.start();
    const first = await opened();
    first.open();
    first.message({ kind: 'counters' }, 'ev-7');
    first.fail();
    expect(first.closed).toBe(true);
    expect(states.at(-1)).toBe('reconnecting');

    await vi.advanceTimersByTimeAsync(LIVE_RECONNECT_MS.first - 1);
    expect(FakeEventSource.instances).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    const second = FakeEventSource.latest() as FakeEventSource;
    expect(second.url).toBe(`${LIVE_EVENTS_PATH}?lastEventId=ev-7`);

    // It fails before opening: the next wait doubles.
    second.fail();
    await vi.advanceTimersByTimeAsync(2 * LIVE_RECONNECT_MS.first - 1);
    expect(FakeEventSource.instances).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    const third = FakeEventSource.latest() as FakeEventSource;
    expect(third.url).toBe(`${LIVE_EVENTS_PATH}?lastEventId=ev-7`);
    third.open();
    expect(states).toEqual(['connecting', 'open', 'reconnecting', 'open']);

    // Opened: the backoff starts again from the first delay.
    third.fail();
    await vi.advanceTimersByTimeAsync(LIVE_RECONNECT_MS.first);
    expect(FakeEventSource.instances).toHaveLength(4);
  });

  it('hands on an event the resumed stream sends again only once', async () => {
    const { channel, events } = setup();
    channel.start();
    const first = await opened();
    first.open();
    first.message({ kind: 'counters' }, '8');
    first.message({ kind: 'membership' }, '9');
    first.fail();
    await vi.advanceTimersByTimeAsync(LIVE_RECONNECT_MS.first);
    const second = FakeEventSource.latest() as FakeEventSource;
    second.open();
    // The server's catch-up sends recent events again, and one that committed late (7) for the first time.
    second.message({ kind: 'counters' }, '8');
    second.message({ kind: 'counters' }, '7');
    second.message({ kind: 'membership' }, '9');
    expect(events).toEqual([{ kind: 'counters' }, { kind: 'membership' }, { kind: 'counters' }]);
  });

  it('never waits longer than the longest delay, with jitter between half and all of it', () => {
    expect(liveReconnectDelay(0, () => 0)).toBe(LIVE_RECONNECT_MS.first);
    expect(liveReconnectDelay(0, () => 1)).toBe(LIVE_RECONNECT_MS.first / 2);
    expect(liveReconnectDelay(3, () => 0)).toBe(8 * LIVE_RECONNECT_MS.first);
    expect(liveReconnectDelay(20, () => 0)).toBe(LIVE_RECONNECT_MS.max);
    expect(liveReconnectDelay(20, () => 0.5)).toBe(0.75 * LIVE_RECONNECT_MS.max);
  });

  it('once the server has shown visible heartbeats, takes silence for a dead stream and reconnects', async () => {
    const { channel, states } = setup();
    channel.start();
    const first = await opened();
    first.open();
    first.ping();
    await vi.advanceTimersByTimeAsync(LIVE_SILENCE_MS - 1000);
    first.ping();
    await vi.advanceTimersByTimeAsync(LIVE_SILENCE_MS - 1000);
    first.message({ kind: 'counters' }, 'ev-1');
    await vi.advanceTimersByTimeAsync(LIVE_SILENCE_MS - 1);
    expect(first.closed).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(first.closed).toBe(true);
    expect(states.at(-1)).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(LIVE_RECONNECT_MS.first);
    expect(FakeEventSource.latest()?.url).toBe(`${LIVE_EVENTS_PATH}?lastEventId=ev-1`);
  });

  it('does not end a quiet stream whose heartbeats it cannot see (comment lines)', async () => {
    const { channel } = setup();
    channel.start();
    const source = await opened();
    source.open();
    await vi.advanceTimersByTimeAsync(5 * LIVE_SILENCE_MS);
    expect(source.closed).toBe(false);
    expect(FakeEventSource.instances).toHaveLength(1);
  });

  it('stops: closes the stream, cancels a pending reconnection and forgets the last id', async () => {
    const { channel, states } = setup();
    channel.start();
    const first = await opened();
    first.open();
    first.message({ kind: 'counters' }, 'ev-3');
    first.fail();
    channel.stop();
    expect(states.at(-1)).toBe('closed');
    await vi.advanceTimersByTimeAsync(LIVE_RECONNECT_MS.max);
    expect(FakeEventSource.instances).toHaveLength(1);

    channel.start();
    await vi.waitFor(() => expect(FakeEventSource.instances).toHaveLength(2));
    expect(FakeEventSource.latest()?.url).toBe(LIVE_EVENTS_PATH);
    channel.stop();
    expect(FakeEventSource.latest()?.closed).toBe(true);
  });

  it('stopped before the contract loaded, opens nothing', async () => {
    const { channel } = setup();
    channel.start();
    channel.stop();
    await loadContract();
    await vi.advanceTimersByTimeAsync(10);
    expect(FakeEventSource.instances).toHaveLength(0);
  });

  it('starting twice opens one stream', async () => {
    const { channel } = setup();
    channel.start();
    channel.start();
    await opened();
    channel.start();
    expect(FakeEventSource.instances).toHaveLength(1);
  });

  it('reconnects at once when asked while waiting (back online)', async () => {
    const { channel } = setup();
    channel.start();
    const first = await opened();
    first.fail();
    channel.reconnectNow();
    expect(FakeEventSource.instances).toHaveLength(2);
    // Open already: nothing to do.
    (FakeEventSource.latest() as FakeEventSource).open();
    channel.reconnectNow();
    expect(FakeEventSource.instances).toHaveLength(2);
  });

  it('stays closed without an EventSource (the server renderer, old browsers)', async () => {
    vi.stubGlobal('EventSource', undefined);
    try {
      const { channel, states } = setup({ EventSource: undefined });
      channel.start();
      await vi.waitFor(() => expect(states).toEqual(['connecting', 'closed']));
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
