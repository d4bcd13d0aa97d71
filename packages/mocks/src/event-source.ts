// A stand-in for the browser's EventSource (the live channel, the contract's live.ts): a unit test opens it, sends it
// events and fails it when it likes, with no network (tests that send a `message` event take its message from a
// recorded answer, so its shape is the server's). Storybook gives it to stories that hear nothing live, where it stays
// connecting and quiet; stories whose scenario recorded live events hear them through live-replay.ts instead.
import type { LiveEvent } from '@app/contract';
/** An EventSource that opens, delivers and fails when a test says so; every instance is kept. */
export class FakeEventSource {
  static instances: FakeEventSource[] = [];
  static reset(): void {
    FakeEventSource.instances = [];
  }
  static latest(): FakeEventSource | undefined {
    return FakeEventSource.instances.at(-1);
  }
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  closed = false;
  /** The last `id:` this stream sent: as in a browser, every later message carries it until another `id:` comes. */
  private lastEventId = '';
  private readonly listeners = new Map<string, ((event: MessageEvent) => void)[]>();
  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent) => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close(): void {
    this.closed = true;
  }
  open(): void {
    this.onopen?.(new Event('open'));
  }
  /** A live event as a `data:` line of JSON (and an `id:` when given; without, the last id is repeated). */
  send(event: LiveEvent, id = ''): void {
    this.message(event, id);
  }
  /** A `data:` message with this JSON, whatever it is (and an `id:` when given). */
  message(data: unknown, id = ''): void {
    this.raw(JSON.stringify(data), id);
  }
  raw(data: string, id = ''): void {
    if (id !== '') this.lastEventId = id;
    this.onmessage?.(new MessageEvent('message', { data, lastEventId: this.lastEventId }));
  }
  /** A named `ping` event (`event: ping`, `data: {}`). */
  ping(): void {
    for (const listener of this.listeners.get('ping') ?? [])
      listener(new MessageEvent('ping', { data: '{}' }));
  }
  fail(): void {
    this.onerror?.(new Event('error'));
  }
}
