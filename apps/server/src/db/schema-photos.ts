// Photo import connections (Graph API tokens) and profile verification attempts. The photos themselves are in
// schema-core.ts, beside members.
import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
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
