// How a story names what it shows: the recorded scenario it replays, and, for what the server never does on purpose,
// a few generic answers that hold no rule of the product (a call that fails, never answers, or finds no network).
import type { HttpHandler } from 'msw';
import { delay, http, HttpResponse } from 'msw';
import { allEndpoints, errorCodes, errorCopy } from '@app/contract';
import type { Endpoint } from '@app/contract';
import { replayOf } from './replay.ts';
import type { ScenarioName } from './scenario-names.ts';
import { handlerGroups } from './scenarios.ts';
import { avatarSvg } from './session.ts';

/** Photos members uploaded in a recording (the server's media route): a local placeholder drawn from the file's key. */
const uploadedPhotos = http.get(
  '*/media/photos/:memberId/:key/:file',
  ({ params }) =>
    new HttpResponse(avatarSvg(String(params.key)), { headers: { 'Content-Type': 'image/svg+xml' } }),
);

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
 * `parameters.msw` for a story: `scenario` replayed, the given generic answers first. The older rule-engine groups
 * are switched off, so nothing but the recording answers.
 */
export function recorded(scenario: ScenarioName, ...first: HttpHandler[]) {
  const handlers: Record<string, HttpHandler[]> = Object.fromEntries(
    Object.keys(handlerGroups).map((name) => [name, []]),
  );
  // Photos and avatars are images, not answers: a local placeholder stands for each (nothing loads from the internet).
  return {
    handlers: {
      ...handlers,
      assets: [...handlerGroups.assets, uploadedPhotos],
      generic: first,
      recorded: [replayOf(scenario)],
    },
  };
}
