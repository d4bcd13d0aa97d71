// The client log's entry types and batch limits, without zod: the browser's log queue cuts its batches with them
// from the first page on. log.ts holds the schemas.

export const logTypes = ['route', 'action', 'show', 'hide', 'alert', 'confirm', 'search'] as const;
export type LogType = (typeof logTypes)[number];

/**
 * Batch limits. A member's batch: at most LOG_BATCH_MAX_ENTRIES entries and LOG_BATCH_MAX_BYTES of JSON (the client's
 * log queue cuts its batches to both). Without a session the server takes much less: at most
 * LOG_ANONYMOUS_MAX_ENTRIES entries and LOG_ANONYMOUS_MAX_BYTES, and LOG_ANONYMOUS_BATCHES_PER_MINUTE batches from one
 * address (413 / 400 naming `logArr` / 429 beyond).
 */
export const LOG_BATCH_MAX_ENTRIES = 500;
export const LOG_BATCH_MAX_BYTES = 1_000_000;
export const LOG_ANONYMOUS_MAX_ENTRIES = 20;
export const LOG_ANONYMOUS_MAX_BYTES = 16_384;
export const LOG_ANONYMOUS_BATCHES_PER_MINUTE = 10;
