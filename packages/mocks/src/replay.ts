// Storybook and client tests answer from recordings of the real server (scripts/record), never from rules of their
// own. One handler serves a scenario: a call is matched by method and URL (and by body when several recorded calls
// share both), and a page that makes a state-changing call moves the replay on, so later reads see the answers the
// server gave after that change.
import type { HttpHandler } from 'msw';
import { http, HttpResponse } from 'msw';
import type { Exchange, Recording } from './recording.ts';
import { exchangeUrl } from './recording.ts';
import type { ScenarioName } from './scenario-names.ts';

const files = import.meta.glob<Recording>('../recordings/**/*.json', { import: 'default' });
const loaded = new Map<ScenarioName, Promise<Recording>>();

/** The recording of `scenario` (loaded once; the files are split so a story loads only its own). */
export function loadRecording(scenario: ScenarioName): Promise<Recording> {
  let recording = loaded.get(scenario);
  if (!recording) {
    const file = files[`../recordings/${scenario}.json`];
    if (!file) throw new Error(`No recording named "${scenario}": run npm run record`);
    recording = file();
    loaded.set(scenario, recording);
  }
  return recording;
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

async function readBody(request: Request): Promise<unknown> {
  const text = await request.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The recorded answer for a call at `step`, and the step the replay is at after it; undefined when never recorded. */
export function answerFor(
  exchanges: readonly Exchange[],
  step: number,
  call: { method: string; url: string; body: unknown },
): { exchange: Exchange; step: number } | undefined {
  let pool = exchanges.filter((e) => e.method === call.method && e.url === call.url);
  if (pool.length === 0) return undefined;
  if (call.body !== undefined) {
    const sameBody = pool.filter((e) => sameJson(e.request, call.body));
    if (sameBody.length > 0) pool = sameBody;
  }
  const nextChange = pool.find((e) => e.changes && e.step >= step);
  if (nextChange) return { exchange: nextChange, step: nextChange.step + 1 };
  const answered = pool.filter((e) => e.step <= step);
  return { exchange: answered.at(-1) ?? (pool[0] as Exchange), step };
}

/**
 * Where one story's replay stands: its step, when it last answered, and the live stream it pushes to (live-replay.ts).
 * Shared by the scenario's call handler and its live channel handler.
 */
export class ReplayCursor {
  step = 0;
  /** `performance.now()` of the last call answered (the live replay waits for the page to go quiet). */
  lastAnswer = 0;
  /** How many of the recording's live events were pushed. */
  pushed = 0;
  private onMove: (() => void) | null = null;

  /** The step moves to `step` (a state-changing call, or a pushed event that told of a change). */
  moveTo(step: number): void {
    if (step === this.step) return;
    this.step = step;
    this.onMove?.();
  }

  /** The stream now open is told when the step moves (one at a time: a reconnect replaces the earlier one). */
  follow(listener: (() => void) | null): void {
    this.onMove = listener;
  }

  /** Whether `listener`'s stream is still the one followed (an earlier one, or one of before a reset, is not). */
  follows(listener: () => void): boolean {
    return this.onMove === listener;
  }

  reset(): void {
    this.step = 0;
    this.lastAnswer = 0;
    this.pushed = 0;
    this.onMove = null;
  }
}

const replays = new Set<{ reset(): void }>();

/** Every replay back at its first step: a story starts from the scenario's beginning, whatever ran before it. */
export function resetReplays(): void {
  for (const replay of replays) replay.reset();
}

/**
 * The handler replaying one scenario, from its first step. It matches only the calls the scenario made: any other
 * call stays unhandled, so MSW reports it (Storybook's QA run fails the story; tests that forbid unhandled requests
 * fail) instead of passing it on to the network.
 */
export function replayOf(scenario: ScenarioName, cursor = new ReplayCursor()): HttpHandler {
  replays.add(cursor);
  const lookup = async (request: Request) => {
    const { exchanges } = await loadRecording(scenario);
    const url = exchangeUrl(new URL(request.url));
    const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await readBody(request);
    return { url, answer: (at: number) => answerFor(exchanges, at, { method: request.method, url, body }) };
  };
  // Calls are answered one at a time, in the order they came: two uploads at once get the first and the second
  // recorded answers, as the server gave them.
  let queue: Promise<unknown> = Promise.resolve();
  return http.all(
    async ({ request }) => {
      if (!new URL(request.url).pathname.startsWith('/api/')) return false;
      const { url, answer } = await lookup(request.clone());
      const recordedAtAll = answer(0) !== undefined;
      if (!recordedAtAll) console.warn(`[replay] ${scenario}: nothing recorded for ${request.method} ${url}`);
      return recordedAtAll;
    },
    ({ request }) => {
      const answered = queue.then(async () => {
        const found = (await lookup(request)).answer(cursor.step);
        if (!found) return undefined;
        cursor.lastAnswer = performance.now();
        cursor.moveTo(found.step);
        const { status, response } = found.exchange;
        return response === undefined
          ? new HttpResponse(null, { status })
          : HttpResponse.json(response as Record<string, unknown>, { status });
      });
      queue = answered.catch(() => undefined);
      return answered;
    },
  );
}
