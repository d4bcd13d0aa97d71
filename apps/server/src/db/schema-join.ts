// Joining: a sign-up waits in pending_signups until its link is followed (only then is a member created, so an
// address cannot be claimed by someone who does not read its mail), and the documents a member accepted are kept.
import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { genders, memberRef } from './schema-core.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** The documents a visitor accepts to join, each accepted at a version (the contract's legal documents). */
export const consentDocuments = ['user-agreement', 'privacy-policy'] as const;

/** A sign-up whose address is not confirmed yet; a row per attempt, the link carries its token (a hash is stored). */
export const pendingSignups = pgTable(
  'pending_signups',
  {
    tokenHash: text('token_hash').primaryKey(),
    /** Lower-cased. */
    email: text('email').notNull(),
    displayName: text('display_name').notNull(),
    /** argon2id PHC string, hashed at sign-up so the password is never kept in the clear. */
    passwordHash: text('password_hash').notNull(),
    birthdate: date('birthdate', { mode: 'string' }).notNull(),
    gender: text('gender', { enum: genders }).notNull(),
    seeking: text('seeking', { enum: genders }).array().notNull(),
    city: text('city').notNull(),
    region: text('region').notNull(),
    country: text('country').notNull(),
    /** Document name -> version accepted, recorded as consents when the member is created. */
    consents: jsonb('consents').$type<Record<(typeof consentDocuments)[number], string>>().notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [
    index('pending_signups_email_idx').on(t.email),
    index('pending_signups_expires_idx').on(t.expiresAt),
  ],
);

/** What a member accepted and when: one row per document and version (kept in their data export). */
export const consents = pgTable(
  'consents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: memberRef('member_id'),
    document: text('document', { enum: consentDocuments }).notNull(),
    version: text('version').notNull(),
    acceptedAt: at('accepted_at')
      .notNull()
      .default(sql`now()`),
  },
  (t) => [index('consents_member_idx').on(t.memberId)],
);
