// This process's open live streams and the fan-out to them. Every server LISTENs once on `live_events`; a stored
// event's notification names its member and id, and the rows of members with a stream here are read back in one
// query a tick and written to each of that member's streams (the session-targeted ones only to that session's).
// Typing signals arrive whole in the notification. When notifications may have been missed (null: the listening
// connection was lost and is back), every stream catches up from the table after the last id it was sent.
import type { ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { PassThrough } from 'node:stream';
import type { LiveEvent } from '@app/contract';
import { LIVE_HEARTBEAT_MS, LIVE_RETENTION_MS, liveEvent } from '@app/contract';
import type { LiveEventRow } from '../../db/schema.ts';
import type { LiveRepository } from './live.repository.ts';
import { REPLAY_PAGE } from './live.repository.ts';

/** A stream whose client reads slower than this many bytes behind is ended: it reconnects and resumes. */
const BACKLOG_MAX_BYTES = 1_048_576;
/** Event ids a stream remembers having sent, so a catch-up never sends one twice. */
const SENT_REMEMBERED = 512;
/**
 * How long before a catch-up an event below the stream's last id is still sent again: longer than any transaction
 * that stores an event takes from its insert to its commit.
 */
const LIVE_REORDER_WINDOW_MS = 30_000;

export interface HubLog {
  warn(details: object, message: string): void;
}

export class LiveStream {
  readonly body = new PassThrough();
  /** The highest stored event id written (or the member's newest when the stream opened). */
  lastId = 0;
  /** Until the replay at opening is written, live events wait here (in order). */
  private waiting: LiveEventRow[] | null = [];
  private readonly sent = new Set<number>();
  closed = false;
  /** The HTTP response the body is piped to (set by the route). */
  response: ServerResponse | null = null;

  constructor(
    readonly memberId: number,
    readonly sessionId: string | null,
  ) {}

  /** Whether a stored event is for this stream (untargeted, or targeted at its session). */
  wants(row: Pick<LiveEventRow, 'memberId' | 'sessionId'>): boolean {
    return row.memberId === this.memberId && (row.sessionId === null || row.sessionId === this.sessionId);
  }

  deliver(row: LiveEventRow): void {
    if (this.closed || !this.wants(row)) return;
    if (this.waiting) {
      this.waiting.push(row);
      return;
    }
    if (this.sent.has(row.id)) return;
    this.sent.add(row.id);
    if (this.sent.size > SENT_REMEMBERED) this.sent.delete(this.sent.values().next().value as number);
    this.lastId = Math.max(this.lastId, row.id);
    this.write(`id: ${row.id}\ndata: ${JSON.stringify(row.payload)}\n\n`);
    // The session is over: its tab leaves, and nothing more goes down this stream.
    if (row.payload.kind === 'session-ended') this.end();
  }

  /** Ends the wait of the opening: what arrived meanwhile follows the replay (ids already sent are skipped). */
  open(): void {
    // The replay's rows and those notified meanwhile, in id order (a notified one may have come first).
    const waiting = (this.waiting ?? []).sort((a, b) => a.id - b.id);
    this.waiting = null;
    for (const row of waiting) this.deliver(row);
  }

  typing(event: LiveEvent): void {
    if (!this.closed && !this.waiting) this.write(`data: ${JSON.stringify(event)}\n\n`);
  }

  write(chunk: string): void {
    if (this.closed) return;
    if (this.body.writableLength > BACKLOG_MAX_BYTES) {
      this.end();
      return;
    }
    this.body.write(chunk);
  }

  end(): void {
    if (this.closed) return;
    this.closed = true;
    this.body.end();
  }

  /**
   * The server is closing: ends the stream and, once the response is written out, closes its connection. Left to
   * keep-alive, the connection would hold server.close() until the keep-alive timeout (it was busy when the idle
   * ones were closed).
   */
  async shutdown(): Promise<void> {
    this.end();
    const response = this.response;
    if (!response || response.destroyed) return;
    // Taken now: a finished response lets go of its socket.
    const socket = response.socket;
    if (!response.writableFinished)
      await new Promise<void>((resolve) => {
        response.once('finish', resolve);
        response.once('close', resolve);
      });
    socket?.destroy();
  }
}

export function liveHub(repo: LiveRepository, now: () => Date, log: HubLog) {
  const streams = new Map<number, Set<LiveStream>>();
  /**
   * Every open connection that carried a stream: closed with the app. A connection whose stream ended (its client
   * went) may linger as keep-alive and hold server.close() until the keep-alive timeout.
   */
  const sockets = new Set<Socket>();
  let pending = new Set<number>();
  let flushing: Promise<void> | null = null;

  const flush = async () => {
    while (pending.size > 0) {
      const ids = [...pending];
      pending = new Set();
      const rows = await repo.byIds(ids);
      for (const row of rows) for (const stream of streams.get(row.memberId) ?? []) stream.deliver(row);
    }
  };
  const scheduleFlush = () => {
    flushing ??= flush()
      .catch((err: unknown) =>
        log.warn({ err }, 'live events not read: streams catch up on their next event'),
      )
      .finally(() => {
        flushing = null;
        if (pending.size > 0) scheduleFlush();
      });
  };

  const since = () => new Date(now().getTime() - LIVE_RETENTION_MS);

  /**
   * Writes the member's events after the stream's last id (a reconnect's replay, or after missed notifications), and
   * first the recent ones below it that this stream has not sent: an event's id is taken when it is inserted but it
   * is announced at commit, so one with a lower id can arrive after a higher one. A tab that saw an event on an
   * earlier stream gets it again and drops it by id (packages/client/src/live.ts).
   */
  const catchUp = async (stream: LiveStream, replay: boolean) => {
    let after = stream.lastId;
    let recentFrom: Date | null = new Date(now().getTime() - LIVE_REORDER_WINDOW_MS);
    for (;;) {
      const rows = await repo.after(stream.memberId, stream.sessionId, after, since(), replay, recentFrom);
      recentFrom = null;
      for (const row of rows) stream.deliver(row);
      const last = rows.at(-1);
      if (!last || rows.length < REPLAY_PAGE || stream.closed) return;
      after = last.id;
    }
  };

  // A named event, not a comment: the browser's EventSource hands a page no comment line, and the tab's silence timer
  // must see a quiet stream is alive.
  const heartbeat = setInterval(() => {
    for (const set of streams.values()) for (const stream of set) stream.write('event: ping\ndata: {}\n\n');
  }, LIVE_HEARTBEAT_MS);
  heartbeat.unref();

  return {
    /** A notification of `live_events` (null: some may have been missed). */
    notified(payload: string | null): void {
      if (payload === null) {
        for (const set of streams.values())
          for (const stream of set)
            void catchUp(stream, false).catch((err: unknown) =>
              log.warn({ err }, 'live stream catch-up failed'),
            );
        return;
      }
      const [kind, member, ...rest] = payload.split(':');
      const memberId = Number(member);
      const local = streams.get(memberId);
      if (!local) return;
      if (kind === 'e') {
        pending.add(Number(rest[0]));
        scheduleFlush();
      } else if (kind === 't') {
        const parsed = liveEvent.safeParse(JSON.parse(rest.join(':')));
        if (parsed.success) for (const stream of local) stream.typing(parsed.data);
      }
    },

    /**
     * Registers a stream, then writes what it missed: the stored events after `lastEventId` when given, else
     * nothing (its baseline for a later catch-up is the member's newest event).
     */
    async open(stream: LiveStream, lastEventId: number | null): Promise<void> {
      let set = streams.get(stream.memberId);
      if (!set) streams.set(stream.memberId, (set = new Set()));
      set.add(stream);
      stream.body.once('close', () => this.close(stream));
      const socket = stream.response?.socket;
      if (socket && !sockets.has(socket)) {
        sockets.add(socket);
        socket.once('close', () => sockets.delete(socket));
      }
      try {
        if (lastEventId === null) stream.lastId = await repo.lastId(stream.memberId);
        else {
          stream.lastId = lastEventId;
          await catchUp(stream, true);
        }
      } finally {
        stream.open();
      }
    },

    close(stream: LiveStream): void {
      stream.end();
      const set = streams.get(stream.memberId);
      set?.delete(stream);
      if (set?.size === 0) streams.delete(stream.memberId);
    },

    /** This process's open streams. */
    get size(): number {
      let n = 0;
      for (const set of streams.values()) n += set.size;
      return n;
    },

    /** Ends every stream (the app is closing: an open stream would hold the server open). */
    async closeAll(): Promise<void> {
      clearInterval(heartbeat);
      const all = [...streams.values()].flatMap((set) => [...set]);
      streams.clear();
      await Promise.all(all.map((stream) => stream.shutdown()));
      for (const socket of sockets) socket.destroy();
      sockets.clear();
      await flushing;
    },
  };
}

export type LiveHub = ReturnType<typeof liveHub>;
