// How a story names what it shows: the recorded scenario it replays, and, for what the server never does on purpose,
// a few generic answers that hold no rule of the product (a call that fails, never answers, or finds no network).
import type { HttpHandler } from 'msw';
import { delay, http, HttpResponse } from 'msw';
import { allEndpoints, errorCodes, errorCopy } from '@app/contract';
import type { Endpoint } from '@app/contract';
import { imageHandlers } from './images.ts';
import { liveReplayOf } from './live-replay.ts';
import { replayOf, ReplayCursor } from './replay.ts';
import type { ScenarioName } from './scenario-names.ts';

export type EndpointName = keyof typeof allEndpoints;

/** MSW's matcher for an endpoint (by name, or the contract's object): its method and contract path, on any origin. */
function route(endpoint: EndpointName | Endpoint) {
  const { method, path } = typeof endpoint === 'string' ? allEndpoints[endpoint] : endpoint;
  return http[method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete'].bind(null, `*${path}`);
}

/** The call answers 500 with the contract's error body, as the server's last-resort handler does. */
export const failing = (endpoint: EndpointName | Endpoint): HttpHandler =>
  route(endpoint)(() =>
    HttpResponse.json(
      { error: { code: errorCodes.internal, message: errorCopy[errorCodes.internal] } },
      { status: 500 },
    ),
  );

/** The call never answers: the loading state stays on screen. */
export const loadingForever = (endpoint: EndpointName | Endpoint): HttpHandler =>
  route(endpoint)(async () => {
    await delay('infinite');
  });

/** The call finds no network (the browser's fetch rejects). */
export const offline = (endpoint: EndpointName | Endpoint): HttpHandler =>
  route(endpoint)(() => HttpResponse.error());

/**
 * `parameters.msw` for a story: `scenario` replayed (its calls, and its live channel's recorded events), the given
 * generic answers first, images by placeholders.
 */
export function recorded(scenario: ScenarioName, ...first: HttpHandler[]) {
  const cursor = new ReplayCursor();
  const live = liveReplayOf(scenario, cursor);
  return {
    handlers: {
      assets: imageHandlers,
      generic: first,
      recorded: [...(live ? [live] : []), replayOf(scenario, cursor)],
    },
  };
}
