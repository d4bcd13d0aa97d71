import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { text } from './fields.ts';
import { LOG_BATCH_MAX_ENTRIES, logTypes } from './log-limits.ts';

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
