// The live channel (GET LIVE_EVENTS_PATH, Server-Sent Events) of a replayed scenario: the events the recorded member's
// stream received (`Recording.live`, scripts/record/live.ts), pushed through MSW's `sse()` in their recorded order.
// An event is pushed once the replay has reached the step it was recorded at, and once the page has been quiet for
// LIVE_QUIET_MS (no call answered): the scenario's reads of that step came before it, so the page has them first. An
// event that told of another member's change moves the replay on, as it moved the recording on. No rule of the
// product here: what arrives, and when, is what the recording says.
import type { HttpHandler } from 'msw';
import { http, HttpResponse, sse } from 'msw';
import { LIVE_EVENTS_PATH } from '@app/contract';
import type { ReplayCursor } from './replay.ts';
import { loadRecording } from './replay.ts';
import type { ScenarioName } from './scenario-names.ts';

/** How long the page must have made no call before a reached event is pushed. */
const LIVE_QUIET_MS = 300;

/** Whether a handler answers the live channel (the preview gives the page a real EventSource then). */
const answersLive = new WeakMap<HttpHandler, () => Promise<boolean>>();

/** Whether one of a story's handlers answers the live channel: a scenario that recorded live events, or a failure. */
export async function servesLiveChannel(handlers: readonly unknown[]): Promise<boolean> {
  for (const handler of handlers) {
    const answers = answersLive.get(handler as HttpHandler);
    if (answers && (await answers())) return true;
  }
  return false;
}

/**
 * The live channel of `scenario`, following `cursor` (the scenario's call replay). Undefined where there is no
 * EventSource to intercept (Node's tests: they pass a FakeEventSource to the client instead).
 */
export function liveReplayOf(scenario: ScenarioName, cursor: ReplayCursor): HttpHandler | undefined {
  if (typeof EventSource === 'undefined') return undefined;
  const handler = sse(`*${LIVE_EVENTS_PATH}`, async ({ client }) => {
    const { live = [] } = await loadRecording(scenario);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const push = () => {
      timer = undefined;
      if (!cursor.follows(schedule)) return;
      const wait = cursor.lastAnswer + LIVE_QUIET_MS - performance.now();
      if (wait > 0) {
        timer = setTimeout(push, wait);
        return;
      }
      for (let next = live[cursor.pushed]; next && next.step <= cursor.step; next = live[cursor.pushed]) {
        cursor.pushed += 1;
        client.send(next.id === undefined ? { data: next.event } : { id: next.id, data: next.event });
        if (next.changes) cursor.moveTo(next.step + 1);
      }
    };
    const schedule = () => {
      timer ??= setTimeout(push, LIVE_QUIET_MS);
    };
    // This connection is the tab's stream now: a reconnect's replaces it, and gets only what was not pushed yet.
    cursor.follow(schedule);
    schedule();
  });
  answersLive.set(handler, async () => ((await loadRecording(scenario)).live?.length ?? 0) > 0);
  return handler;
}

/** The live channel finds no network: each EventSource fails as it opens, and the page keeps reconnecting. */
export function liveChannelDown(): HttpHandler {
  const handler = http.get(`*${LIVE_EVENTS_PATH}`, () => HttpResponse.error());
  answersLive.set(handler, () => Promise.resolve(true));
  return handler;
}
