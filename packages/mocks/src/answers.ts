// Recorded answers as data, for stories that give a component its props directly (no page, no network): a member
// card, a thread, a search page exactly as the server sent them.
import type { allEndpoints, ResponseOf } from '@app/contract';
import type { Exchange, Recording } from './recording.ts';
import type { ScenarioName } from './scenario-names.ts';

type EndpointName = keyof typeof allEndpoints;

const files = import.meta.glob<Recording>('../recordings/**/*.json', { import: 'default', eager: true });

/**
 * The body the server answered to `endpoint` in `scenario`: its first answer, or the one at `step` (the answers after
 * that many state-changing calls); `nth` picks a later one of those (1: a list's second page). Throws when the
 * scenario never made that call, so a story cannot show a made-up one.
 */
export function recordedAnswer<N extends EndpointName>(
  scenario: ScenarioName,
  endpoint: N,
  options: { step?: number; status?: number; nth?: number } = {},
): ResponseOf<(typeof allEndpoints)[N]> {
  const recording = files[`../recordings/${scenario}.json`];
  const matches = (e: Exchange) =>
    e.endpoint === endpoint &&
    (options.step === undefined || e.step === options.step) &&
    (options.status === undefined || e.status === options.status);
  const exchange = recording?.exchanges.filter(matches)[options.nth ?? 0];
  if (!exchange) throw new Error(`${scenario} has no recorded answer to ${endpoint}`);
  return exchange.response as ResponseOf<(typeof allEndpoints)[N]>;
}

/**
 * The body the recorded member sent to `endpoint` in `scenario` (its first such call, or the `nth` after it): what a
 * story must send or open to meet that answer, e.g. the token of a link the server mailed.
 */
export function recordedRequest(
  scenario: ScenarioName,
  endpoint: EndpointName,
  { nth = 0 }: { nth?: number } = {},
): unknown {
  const exchange = files[`../recordings/${scenario}.json`]?.exchanges.filter((e) => e.endpoint === endpoint)[
    nth
  ];
  if (!exchange) throw new Error(`${scenario} has no recorded call to ${endpoint}`);
  return exchange.request;
}
