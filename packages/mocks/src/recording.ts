// The shape of a recording: what the real server answered, call by call, in one named scenario (written by
// scripts/record, replayed by replay.ts). Shared by both, so the file format is declared once.
import type { LiveEvent } from '@app/contract';

/** The server's stopped clock while it is recorded: "now" for every story and test that replays it. */
export const RECORDING_NOW = Date.parse('2026-11-20T12:00:00.000Z');

/** One call and the server's answer. */
export interface Exchange {
  /**
   * How many changes came before this one in the scenario: state-changing calls, and live events that told of another
   * member's change (`LiveRecord.changes`). A replayed page starts at 0; answering a state-changing call (or pushing
   * such an event) moves it on, so later reads get the answers the server gave after that change.
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

/** One event the recorded member's live channel (GET LIVE_EVENTS_PATH) received, as the server wrote it. */
export interface LiveRecord {
  /** The step the scenario stood at when the event arrived: the replay pushes it once it is at that step. */
  step: number;
  /**
   * Another member's change reached the member's page (a stored event their call published): the recorded reads after
   * it are at the next step, and the replay moves on when it pushes it.
   */
  changes?: true;
  /** The SSE `id:` of a stored event; absent for a typing signal (never stored). */
  id?: string;
  event: LiveEvent;
}

export interface Recording {
  /** The scenario's name, which is also its file's path under recordings/ (e.g. `spin/out-of-spins`). */
  scenario: string;
  /** What the scenario sets up, in one sentence (from its definition). */
  description: string;
  /** The server's clock during the recording: the "now" stories render against. */
  now: string;
  exchanges: Exchange[];
  /** What the member's live channel received, in order (absent when the scenario did not listen or heard nothing). */
  live?: LiveRecord[];
}

/** The URL key both sides compare: the path and the query's pairs sorted, so parameter order never matters. */
export function exchangeUrl(url: URL): string {
  const query = [...url.searchParams].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return query.length === 0 ? url.pathname : `${url.pathname}?${new URLSearchParams(query).toString()}`;
}
