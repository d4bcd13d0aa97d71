// A stand-in for the browser's EventSource (the live channel, the contract's live.ts): a test opens it, sends it
// events and fails it when it likes, with no network. The events it sends are written by the test, because the live
// channel's events are pushed, not answered: there is no recorded exchange to replay. Tests that send a `message`
// event take its message from a recorded answer (a thread, a reply), so its shape is the server's.
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
  /** A live event as a `data:` line of JSON (and an `id:` when given). */
  send(event: LiveEvent, id = ''): void {
    this.message(event, id);
  }
  /** A `data:` message with this JSON, whatever it is (and an `id:` when given). */
  message(data: unknown, id = ''): void {
    this.raw(JSON.stringify(data), id);
  }
  raw(data: string, id = ''): void {
    this.onmessage?.(new MessageEvent('message', { data, lastEventId: id }));
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
