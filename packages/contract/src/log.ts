import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { text } from './fields.ts';

export const logTypes = ['route', 'action', 'show', 'hide', 'alert', 'confirm', 'search'] as const;
export type LogType = (typeof logTypes)[number];

const logEntryBase = z.object({
  logType: z.enum(logTypes),
  uuid: z.uuid(),
  /** Milliseconds since epoch when the entry was created. */
  generation_time: z.number().int().nonnegative(),
  retry_count: z.number().int().nonnegative(),
  /** Milliseconds since epoch when the batch carrying the entry was sent. */
  batch_send_time: z.number().int().nonnegative(),
  /** Free-form details for action/show/hide/alert/confirm/search entries. */
  name: text().max(200).optional(),
});

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

export const logEntry = z.discriminatedUnion('logType', [
  logEntryBase.extend({
    logType: z.literal('route'),
    from: text().max(2000),
    to: text().max(2000),
    params: text().max(2000),
  }),
  logEntryBase.extend({ logType: z.enum(['action', 'show', 'hide', 'alert', 'confirm', 'search']) }),
]);
export type LogEntry = z.infer<typeof logEntry>;

export const desktopLog = defineEndpoint({
  summary: 'Store a batch of client log entries; entries whose uuid is already stored are ignored.',
  method: 'POST',
  path: '/api/user/log/desktop-log',
  body: z.object({ logArr: z.array(logEntry).min(1).max(LOG_BATCH_MAX_ENTRIES) }),
  response: z.object({
    success: z.literal(true),
    data: z.object({ stored: z.number().int(), duplicates: z.number().int() }),
  }),
});
