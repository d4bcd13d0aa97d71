// Reads the live channel over a real socket, as a browser's EventSource does: a response body read as it comes,
// frames split on blank lines. node:http with a connection of its own for each stream (no agent): fetch's pool
// opened spare connections that carried no request and held the app's close until the server's headers timeout. Nothing here waits for a time: a read resolves when the server writes, and the test's own timeout
// covers a server that never does.
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import { get } from 'node:http';
import type { LiveEvent, LiveFrame } from '@app/contract';
import { LIVE_EVENTS_PATH, liveEvent, liveFrameReader } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { onTestFinished } from 'vitest';
import type { TestClient } from '../../helper.ts';

export type Frame = LiveFrame;

export interface ReceivedEvent {
  /** The SSE id (stored events), undefined for typing. */
  id: string | undefined;
  event: LiveEvent;
}

/** The base URL of an app listening on a loopback port (started once). */
export async function baseUrl(app: FastifyInstance): Promise<string> {
  const address = app.server.address();
  if (address && typeof address === 'object') return `http://127.0.0.1:${address.port}`;
  await app.listen({ port: 0, host: '127.0.0.1' });
  const bound = app.server.address();
  if (!bound || typeof bound !== 'object') throw new Error('app is not listening');
  return `http://127.0.0.1:${bound.port}`;
}

export const cookieHeader = (client: TestClient) =>
  Object.entries(client.cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');

export class LiveReader {
  private readonly read = liveFrameReader();
  private pending: Frame[] = [];
  private readonly decoder = new TextDecoder();
  /** Every frame read so far, in order (comments and the retry line included). */
  readonly frames: Frame[] = [];
  ended = false;

  private readonly chunks: AsyncIterator<Buffer>;

  constructor(readonly response: IncomingMessage) {
    this.chunks = response[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  }

  get status(): number {
    return this.response.statusCode ?? 0;
  }

  get headers(): IncomingHttpHeaders {
    return this.response.headers;
  }

  /** The next frame; undefined once the server ended the stream. */
  async frame(): Promise<Frame | undefined> {
    for (;;) {
      const frame = this.pending.shift();
      if (frame) {
        this.frames.push(frame);
        return frame;
      }
      const { done, value } = await this.chunks
        .next()
        .catch(() => ({ done: true as const, value: undefined }));
      if (done) {
        this.ended = true;
        return undefined;
      }
      this.pending = this.read(this.decoder.decode(value, { stream: true }));
    }
  }

  /** The next event (comments, retry and heartbeats skipped), parsed with the contract; undefined when the stream ended. */
  async next(): Promise<ReceivedEvent | undefined> {
    for (;;) {
      const frame = await this.frame();
      if (!frame) return undefined;
      // Retry lines, comments and the named heartbeat (`event: ping`) are not live events.
      if (frame.data === undefined || frame.event !== undefined) continue;
      return { id: frame.id, event: liveEvent.parse(JSON.parse(frame.data)) };
    }
  }

  /** The next event, which must exist. */
  async expectNext(): Promise<ReceivedEvent> {
    const next = await this.next();
    if (!next) throw new Error('the stream ended');
    return next;
  }

  /** Events up to and including the first that matches; returns them all. */
  async until(match: (event: LiveEvent) => boolean): Promise<ReceivedEvent[]> {
    const seen: ReceivedEvent[] = [];
    for (;;) {
      const next = await this.expectNext();
      seen.push(next);
      if (match(next.event)) return seen;
    }
  }

  close(): void {
    this.response.destroy();
  }
}

/** Opens the live stream as `client`'s browser would (its cookies), optionally resuming after an event id. */
export async function openLive(
  app: FastifyInstance,
  client: TestClient | null,
  options: { lastEventId?: string; lastEventIdQuery?: string; headers?: Record<string, string> } = {},
): Promise<LiveReader> {
  const base = await baseUrl(app);
  const query = options.lastEventIdQuery === undefined ? '' : `?lastEventId=${options.lastEventIdQuery}`;
  const response = await new Promise<IncomingMessage>((resolve, reject) => {
    get(
      `${base}${LIVE_EVENTS_PATH}${query}`,
      {
        agent: false,
        headers: {
          accept: 'text/event-stream',
          ...(client ? { cookie: cookieHeader(client) } : {}),
          ...(options.lastEventId === undefined ? {} : { 'last-event-id': options.lastEventId }),
          ...options.headers,
        },
      },
      resolve,
    ).once('error', reject);
  });
  const reader = new LiveReader(response);
  onTestFinished(() => reader.close());
  return reader;
}

/** Opens the stream and reads up to its first frame (`retry:`), so the server has registered it. */
export async function connected(...args: Parameters<typeof openLive>): Promise<LiveReader> {
  const reader = await openLive(...args);
  const first = await reader.frame();
  if (first?.retry === undefined) throw new Error(`expected retry first, got ${JSON.stringify(first)}`);
  return reader;
}
