// The live channel (the contract's live.ts): one Server-Sent Events stream a tab, opened while a member is signed in.
// Each `data:` message is one JSON `liveEvent`, checked against the contract before `onEvent` gets it; a message
// that is not JSON or not a live event goes to `onError` and the stream goes on.
//
// Reconnecting is ours, not the browser's: on an error the EventSource is closed and a new one opened after a
// backoff (LIVE_RECONNECT_MS.first, doubling up to .max, each delay between half and all of its step: jitter, so
// the tabs a restarted server dropped do not all come back in the same millisecond), with `?lastEventId=` set to the
// last id seen, so the server first sends every stored event missed meanwhile. A successful open resets the backoff.
//
// Silence: a browser's EventSource never shows comment lines, so the server's `: ping` heartbeat is invisible here.
// The channel also listens for a named `ping` event (`event: ping` + `data: {}`), which it can see. Once this channel
// has heard one, it takes LIVE_SILENCE_MS without a message or ping as a dead stream (a proxy that silently dropped
// it) and reconnects. Until then silence proves nothing (an idle stream with comment heartbeats looks silent), so
// it does not end the stream: otherwise every idle tab would reconnect every LIVE_SILENCE_MS.
import type { LiveEvent } from '@app/contract';
import { LIVE_EVENTS_PATH, LIVE_RECONNECT_MS, LIVE_SILENCE_MS } from '@app/contract';
import { loadContract } from './contract.ts';

export type LiveState = 'connecting' | 'open' | 'reconnecting' | 'closed';

/** Event ids the channel remembers having handled: more than a resumed stream sends again. */
const SEEN_IDS_REMEMBERED = 1_000;

/** The part of the browser's EventSource the channel uses (tests pass a fake). */
export interface LiveEventSource {
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  addEventListener(type: string, listener: (event: MessageEvent) => void): void;
  close(): void;
}
export type LiveEventSourceConstructor = new (url: string) => LiveEventSource;

export interface LiveTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** A message on the stream that is not a live event of the contract (not JSON, or not a known shape). */
export class MalformedLiveEventError extends Error {
  override readonly name = 'MalformedLiveEventError';
  constructor(
    readonly data: string,
    override readonly cause: unknown,
  ) {
    super('The live channel sent a message that is not a live event.');
  }
}

export interface LiveChannelOptions {
  /** The stream's address (default LIVE_EVENTS_PATH: same origin, the session cookie goes with it). */
  url?: string;
  /** Default: `globalThis.EventSource`, read at `start()`; without one (Node, old browsers) the channel stays closed. */
  EventSource?: LiveEventSourceConstructor;
  onEvent: (event: LiveEvent) => void;
  onState?: (state: LiveState) => void;
  /** A malformed message (`MalformedLiveEventError`), or the contract failing to load. */
  onError?: (error: unknown) => void;
  timers?: LiveTimers;
  /** Between 0 and 1 (the jitter). */
  random?: () => number;
}

export interface LiveChannel {
  /** Opens the stream (idempotent). */
  start(): void;
  /** Closes it and forgets the last event id (logout: the next member starts afresh). */
  stop(): void;
  /** While reconnecting, opens a new stream now instead of waiting for the backoff (the browser came back online). */
  reconnectNow(): void;
  readonly state: LiveState;
}

const defaultTimers: LiveTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** The backoff before the `attempt`-th reconnection (0 = the first): its step, less up to half of it (jitter). */
export function liveReconnectDelay(attempt: number, random: () => number = Math.random): number {
  const step = Math.min(LIVE_RECONNECT_MS.max, LIVE_RECONNECT_MS.first * 2 ** attempt);
  return Math.round(step * (1 - random() / 2));
}

export function createLiveChannel({
  url = LIVE_EVENTS_PATH,
  EventSource,
  onEvent,
  onState,
  onError,
  timers = defaultTimers,
  random = Math.random,
}: LiveChannelOptions): LiveChannel {
  let state: LiveState = 'closed';
  let source: LiveEventSource | null = null;
  let lastEventId: string | null = null;
  const seenIds = new Set<string>();
  let attempt = 0;
  let heardPing = false;
  let retryTimer: unknown = null;
  let silenceTimer: unknown = null;
  // Bumped by stop(): an EventSource or a contract load of an earlier run reports nothing.
  let run = 0;
  let parse: ((data: unknown) => LiveEvent) | null = null;

  const setState = (next: LiveState) => {
    if (state === next) return;
    state = next;
    onState?.(next);
  };

  const clearTimer = (handle: unknown) => {
    if (handle !== null) timers.clearTimeout(handle);
  };

  const address = () => {
    if (lastEventId === null) return url;
    return `${url}${url.includes('?') ? '&' : '?'}lastEventId=${encodeURIComponent(lastEventId)}`;
  };

  const heard = () => {
    clearTimer(silenceTimer);
    silenceTimer = heardPing ? timers.setTimeout(() => dropAndRetry(), LIVE_SILENCE_MS) : null;
  };

  function close(): void {
    clearTimer(silenceTimer);
    silenceTimer = null;
    if (!source) return;
    source.onopen = null;
    source.onmessage = null;
    source.onerror = null;
    source.close();
    source = null;
  }

  function dropAndRetry(): void {
    close();
    setState('reconnecting');
    clearTimer(retryTimer);
    retryTimer = timers.setTimeout(
      () => {
        retryTimer = null;
        connect();
      },
      liveReconnectDelay(attempt, random),
    );
    attempt += 1;
  }

  function receive(event: MessageEvent): void {
    heard();
    if (event.lastEventId) lastEventId = event.lastEventId;
    const data = String(event.data);
    let parsed: LiveEvent;
    try {
      parsed = parse ? parse(JSON.parse(data)) : (JSON.parse(data) as LiveEvent);
    } catch (error) {
      onError?.(new MalformedLiveEventError(data, error));
      return;
    }
    // A resumed stream sends recent events again (the server's catch-up): each is handled once. A typing signal has
    // no id of its own (never stored), yet the browser's EventSource hands it the last id it saw: it is never a repeat.
    if (event.lastEventId && parsed.kind !== 'typing') {
      if (seenIds.has(event.lastEventId)) return;
      seenIds.add(event.lastEventId);
      if (seenIds.size > SEEN_IDS_REMEMBERED) seenIds.delete(seenIds.values().next().value as string);
    }
    onEvent(parsed);
  }

  function open(): void {
    const Source = EventSource ?? (globalThis.EventSource as LiveEventSourceConstructor | undefined);
    if (!Source) return setState('closed');
    const opened = new Source(address());
    source = opened;
    opened.onopen = () => {
      attempt = 0;
      setState('open');
      heard();
    };
    opened.onmessage = receive;
    opened.addEventListener('ping', (event) => {
      if (source !== opened) return;
      heardPing = true;
      if (event.lastEventId) lastEventId = event.lastEventId;
      heard();
    });
    opened.onerror = () => dropAndRetry();
  }

  /** Opens a stream once the contract is loaded: events are checked with its schema, loaded on first use. */
  function connect(): void {
    if (parse) return open();
    const current = run;
    loadContract().then(
      ({ liveEvent }) => {
        if (current !== run) return;
        parse = (data) => liveEvent.parse(data);
        open();
      },
      (error: unknown) => {
        if (current !== run) return;
        onError?.(error);
        dropAndRetry();
      },
    );
  }

  return {
    start() {
      if (state !== 'closed') return;
      setState('connecting');
      connect();
    },
    stop() {
      run += 1;
      clearTimer(retryTimer);
      retryTimer = null;
      close();
      lastEventId = null;
      seenIds.clear();
      attempt = 0;
      heardPing = false;
      setState('closed');
    },
    reconnectNow() {
      if (state !== 'reconnecting' || retryTimer === null) return;
      clearTimer(retryTimer);
      retryTimer = null;
      connect();
    },
    get state() {
      return state;
    },
  };
}
