// Photo import connections (Graph API tokens), profile verification attempts, and photo files when the database
// holds them. The photos themselves are in schema-core.ts, beside members.
import { customType, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { memberRef } from './schema-core.ts';

/** A member's access token for importing from Facebook or Instagram (Graph API adapters only). */
export const photoImportConnections = pgTable(
  'photo_import_connections',
  {
    memberId: memberRef('member_id'),
    provider: text('provider', { enum: ['facebook', 'instagram'] }).notNull(),
    accessToken: text('access_token').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.provider] })],
);

/** Verification attempts, newest last; members.verification_status holds the current state. */
export const verificationAttempts = pgTable(
  'verification_attempts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: memberRef('member_id'),
    pose: text('pose').notNull(),
    status: text('status', { enum: ['started', 'pending', 'verified', 'rejected'] })
      .notNull()
      .default('started'),
    rejection: text('rejection'),
    /** The selfie in photo storage (kept for the reviewer, never shown to other members). */
    selfieKey: text('selfie_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** When the member saw the profileVerifiedSuccess notice of this (verified) attempt. */
    noticeSeenAt: timestamp('notice_seen_at', { withTimezone: true }),
  },
  (t) => [index('verification_attempts_member_idx').on(t.memberId, t.id)],
);

/** Binary data as a Buffer on both drivers (node-postgres answers a Buffer, PGlite a Uint8Array). */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) =>
    Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/**
 * Photo storage on PostgreSQL without an S3 bucket (features/photos/storage.ts): every size of every photo and the
 * verification selfies, one row per storage key, so every server instance serves the same files.
 */
export const photoFiles = pgTable('photo_files', {
  key: text('key').primaryKey(),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
