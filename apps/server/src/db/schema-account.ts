// The account side: mail (the outbox and single-use email tokens), disabling, the public forms, rate limits, and
// invitations to answer 20Q. Member settings (email state, opt-outs, visibility) are columns of members.
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { memberRef, members } from './schema-core.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Every email the server sends, with how it went out: kept as the offline outbox (`npm start`, tests; read at
 * /dev/outbox outside production) and as the record of what was sent over SMTP.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'set null' }),
    toAddress: text('to_address').notNull(),
    /** The template that wrote it (the contract's mail kinds). */
    kind: text('kind').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    transport: text('transport', { enum: ['outbox', 'smtp'] }).notNull(),
    /** The Message-ID the transport gave it. */
    messageId: text('message_id'),
    /** How sending ended: sent, or bounced (the sandbox bounces bounce@… addresses). */
    status: text('status', { enum: ['sent', 'bounced', 'failed'] })
      .notNull()
      .default('sent'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('mail_outbox_to_idx').on(t.toAddress, t.id), index('mail_outbox_member_idx').on(t.memberId)],
);

/** Single-use tokens mailed as links: validating an address, recovering a password. Only a hash is stored. */
export const emailTokens = pgTable(
  'email_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    memberId: memberRef('member_id'),
    purpose: text('purpose', { enum: ['validate-email', 'recover-password'] }).notNull(),
    /** The address the token was mailed to (a validation link validates this address only). */
    email: text('email').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('email_tokens_member_idx').on(t.memberId, t.purpose)],
);

/** Why a member disabled their profile (choices and optional text); a row per time, kept after reactivation. */
export const profileDisables = pgTable(
  'profile_disables',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: memberRef('member_id'),
    reasons: text('reasons').array().notNull(),
    comment: text('comment').notNull().default(''),
    disabledAt: at('disabled_at').notNull().defaultNow(),
    reactivatedAt: at('reactivated_at'),
  },
  (t) => [index('profile_disables_member_idx').on(t.memberId, t.disabledAt)],
);

/** Messages sent through the public forms (feedback, customer service, bug reports …), answered by reference. */
export const supportRequests = pgTable(
  'support_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** What the sender is told to quote, e.g. 'CS-7K2M9Q'. */
    reference: text('reference').notNull(),
    /** The form (the contract's support forms). */
    form: text('form').notNull(),
    /** The member who sent it, when logged in. */
    memberId: integer('member_id').references(() => members.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull().default(''),
    message: text('message').notNull(),
    /** The form's own fields (e.g. the page of a bug report, the member a system-abuse report names). */
    details: text('details').notNull().default('{}'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('support_requests_reference_key').on(t.reference)],
);

/** Fixed-window counters for rate-limited requests (password recovery, public forms), keyed by what is limited. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull().default(0),
  windowStartedAt: at('window_started_at').notNull().defaultNow(),
});

/** A member invites another to answer one of 20Q's questions; the reply is the invitee's answer. */
export const invites = pgTable(
  'invites',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    inviterId: memberRef('inviter_id'),
    inviteeId: memberRef('invitee_id'),
    questionId: integer('question_id').notNull(),
    reply: text('reply'),
    createdAt: at('created_at').notNull().defaultNow(),
    repliedAt: at('replied_at'),
  },
  (t) => [
    uniqueIndex('invites_pair_question_key').on(t.inviterId, t.inviteeId, t.questionId),
    index('invites_invitee_idx').on(t.inviteeId, t.createdAt),
    index('invites_unreplied_idx')
      .on(t.inviteeId)
      .where(sql`replied_at is null`),
  ],
);
