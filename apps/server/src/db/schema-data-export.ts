// "Download my data" (features/data-export): one row per request of a member's copy of their data, from the request
// to the zip's expiry. The zip itself lives in the shared file storage (the photos' storage) under `storage_key`.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { memberRef } from './schema-core.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

export const dataExports = pgTable(
  'data_exports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: memberRef('member_id'),
    /** preparing (the job has not finished), ready (downloadable), expired (file deleted), failed (gave up). */
    state: text('state', { enum: ['preparing', 'ready', 'expired', 'failed'] })
      .notNull()
      .default('preparing'),
    /** Chosen at the request (`exports/<member>/<random>.zip`), so a job run twice writes the same file. */
    storageKey: text('storage_key').notNull(),
    /** The zip's size in bytes, once ready. */
    sizeBytes: integer('size_bytes'),
    /** Tries of the job so far: the last allowed one that fails marks the export failed. */
    attempts: integer('attempts').notNull().default(0),
    /** The app clock's "now" at the request (the request limit counts from it). */
    requestedAt: at('requested_at').notNull(),
    readyAt: at('ready_at'),
    /** The end of the download time (set when ready); the sweep deletes the file after it. */
    expiresAt: at('expires_at'),
  },
  (t) => [
    // The member's latest request (status, limit, download).
    index('data_exports_member_idx').on(t.memberId, t.requestedAt),
    // The sweep: ready exports past their expiry.
    index('data_exports_expiry_idx')
      .on(t.expiresAt)
      .where(sql`state = 'ready'`),
  ],
);

export type DataExportRow = typeof dataExports.$inferSelect;
