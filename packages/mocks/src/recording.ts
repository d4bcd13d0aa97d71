// The shape of a recording: what the real server answered, call by call, in one named scenario (written by
// scripts/record, replayed by replay.ts). Shared by both, so the file format is declared once.

/** The server's stopped clock while it is recorded: "now" for every story and test that replays it. */
export const RECORDING_NOW = Date.parse('2026-11-20T12:00:00.000Z');

/** One call and the server's answer. */
export interface Exchange {
  /**
   * How many state-changing calls came before this one in the scenario. A replayed page starts at 0; answering a
   * state-changing call moves it on, so later reads get the answers the server gave after that change.
   */
  step: number;
  /** This call changed the server's state (the replay moves to the next step when it is made). */
  changes?: true;
  /** The contract's name for the call (for readers of the file; the replay matches by method and URL). */
  endpoint: string;
  method: string;
  /** Path and query string as the client sends them (query keys sorted). */
  url: string;
  /** The JSON body sent, when there was one. */
  request?: unknown;
  status: number;
  /** The JSON body answered; absent for an empty answer (204). */
  response?: unknown;
}

export interface Recording {
  /** The scenario's name, which is also its file's path under recordings/ (e.g. `spin/out-of-spins`). */
  scenario: string;
  /** What the scenario sets up, in one sentence (from its definition). */
  description: string;
  /** The server's clock during the recording: the "now" stories render against. */
  now: string;
  exchanges: Exchange[];
}

/** The URL key both sides compare: the path and the query's pairs sorted, so parameter order never matters. */
export function exchangeUrl(url: URL): string {
  const query = [...url.searchParams].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return query.length === 0 ? url.pathname : `${url.pathname}?${new URLSearchParams(query).toString()}`;
}
