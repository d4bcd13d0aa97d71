// The live channel's path and timings, without zod: the member area opens the channel and shows typing before the
// contract's schemas load. live.ts holds the events' schema and says how the channel works.

/** Where a signed-in tab opens its live channel (Server-Sent Events). Not JSON, so not in `allEndpoints`. */
export const LIVE_EVENTS_PATH = '/api/user/live';
/** The server writes a heartbeat (`event: ping`) at least this often, so proxies keep an idle stream open. */
export const LIVE_HEARTBEAT_MS = 20_000;
/** A tab that has heard nothing, not even a heartbeat, for this long takes the stream for dead and reconnects. */
export const LIVE_SILENCE_MS = 45_000;
/** Reconnecting waits from the first delay to the last, doubling each time (with jitter). */
export const LIVE_RECONNECT_MS = { first: 1_000, max: 30_000 } as const;
/** How long stored events are kept for tabs that reconnect with `Last-Event-ID`. */
export const LIVE_RETENTION_MS = 24 * 60 * 60_000;
/** A member's tab sends a typing signal at most this often a thread; the server drops signals that come faster. */
export const TYPING_SIGNAL_MS = 3_000;
/** The other member shows as typing until this long after their last signal (or until their message arrives). */
export const TYPING_SHOWN_MS = 6_000;
/** The most message ids one delivery receipt may name. */
export const DELIVERED_IDS_MAX = 100;
