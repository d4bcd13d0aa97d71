// What the recorded member's live channel heard: the real stream route (GET LIVE_EVENTS_PATH through `inject`, the
// member's session cookie), read as it comes, each event checked against the contract's `liveEvent`. Nothing here
// writes an event: the server publishes them (stored ones through the hub, typing signals as NOTIFY only).
//
// The step an event is filed at: after every call (recorded or not), the recorder waits until the database and the
// hub are quiet, so each event lands between the call that caused it and the next one. An event caused by the recorded
// member's own call is filed at the step that call reached. A stored event (it has an id) that another member's call
// caused changed the server under the member's page: it counts as a change (`changes`), as a state-changing call of
// the member does, so the reads recorded after it get the next step and the replay moves on when it pushes it.
import type { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { LIVE_EVENTS_PATH, liveEvent, liveFrameReader } from '@app/contract';
import type { Exchange, LiveRecord } from '@app/mocks/recording';
import type { DatabaseHandle } from '../../apps/server/src/db/database.ts';

/** The exchanges and live events of one scenario, and the step they stand at (changes so far). */
export class Tape {
  readonly exchanges: Exchange[] = [];
  readonly live: LiveRecord[] = [];
  step = 0;
  private stream: LiveStreamReader | null = null;

  constructor(
    private readonly app: FastifyInstance,
    private readonly database: Pick<DatabaseHandle, 'ping'>,
  ) {}

  /** Opens the recorded member's live stream (their session cookie), as their tab does once signed in. */
  async listen(cookie: string): Promise<void> {
    if (this.stream) throw new Error('The recorded member already listens');
    const response = await this.app.inject({
      method: 'GET',
      url: LIVE_EVENTS_PATH,
      headers: { cookie, accept: 'text/event-stream' },
      payloadAsStream: true,
    });
    if (response.statusCode !== 200) throw new Error(`The live stream answered ${response.statusCode}`);
    this.stream = new LiveStreamReader(response.stream());
    await this.settle();
    this.take(false);
  }

  /**
   * After a call: waits until what it published reached the stream (the hub reads notified rows back in a query of
   * its own), then files the events heard. `byOther`: the call was another member's (not recorded).
   */
  async after(byOther: boolean): Promise<void> {
    if (!this.stream) return;
    await this.settle();
    this.take(byOther);
  }

  /** Quiet: three rounds in a row (a turn of the event loop and a query through the one PGlite connection) bring nothing. */
  private async settle(): Promise<void> {
    const stream = this.stream;
    if (!stream) return;
    for (let quiet = 0; quiet < 3;) {
      const before = stream.received;
      await nextTurn();
      await this.database.ping();
      await nextTurn();
      quiet = stream.received === before ? quiet + 1 : 0;
    }
  }

  private take(byOther: boolean): void {
    for (const frame of this.stream?.drain() ?? []) {
      const checked = liveEvent.safeParse(JSON.parse(frame.data));
      if (!checked.success) throw new Error(`The live stream sent an event off contract: ${frame.data}`);
      const changes = byOther && frame.id !== undefined;
      this.live.push({
        step: this.step,
        ...(changes ? { changes: true as const } : {}),
        ...(frame.id !== undefined ? { id: frame.id } : {}),
        event: checked.data,
      });
      if (changes) this.step += 1;
    }
  }
}

interface DataFrame {
  id?: string;
  data: string;
}

/** The stream's `data:` frames without an event name (heartbeats are `ping`). */
class LiveStreamReader {
  private frames: DataFrame[] = [];
  /** Bytes read so far (the settle loop watches it move). */
  received = 0;

  constructor(stream: Readable) {
    const read = liveFrameReader();
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      this.received += chunk.length;
      for (const { id, data, event } of read(chunk))
        if (data !== undefined && event === undefined)
          this.frames.push({ ...(id !== undefined ? { id } : {}), data });
    });
  }

  drain(): DataFrame[] {
    const frames = this.frames;
    this.frames = [];
    return frames;
  }
}
