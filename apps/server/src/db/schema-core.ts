// Members and what hangs off them directly (photos, answers, sessions, login failures, likes, views, blocks, logs,
// plans, spins). The messaging and discovery tables reference members from their own files; schema.ts gathers all.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const genders = ['woman', 'man', 'nonbinary'] as const;

/** A member column that goes with its member. */
export const memberRef = (name: string) =>
  integer(name)
    .notNull()
    .references(() => members.id, { onDelete: 'cascade' });

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const members = pgTable(
  'members',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Stored lower-cased; the login name. */
    email: text('email').notNull(),
    /** When the member followed a validation link sent to `email`; null until then (and after each change). */
    emailValidatedAt: timestamp('email_validated_at', { withTimezone: true }),
    /** Mail to `email` bounced; cleared when the address changes or is validated. */
    emailBouncing: boolean('email_bouncing').notNull().default(false),
    /** The contract's once notices due to the member (added by their event, removed when dismissed). */
    pendingNotices: text('pending_notices')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Kinds of email the member opted out of (the contract's email kinds). */
    emailOptOuts: text('email_opt_outs')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Hidden from search, lists and feeds of others (visibility settings). */
    hidden: boolean('hidden').notNull().default(false),
    /** Incognito: viewing a profile records no view. */
    incognito: boolean('incognito').notNull().default(false),
    /** argon2id PHC string; null for members who only ever signed in with Facebook. */
    passwordHash: text('password_hash'),
    displayName: text('display_name').notNull(),
    birthdate: date('birthdate', { mode: 'string' }).notNull(),
    gender: text('gender', { enum: genders }).notNull(),
    /** Genders the member wants to meet. */
    seeking: text('seeking', { enum: genders }).array().notNull(),
    city: text('city').notNull().default(''),
    /** State or region of the city. */
    region: text('region').notNull().default(''),
    /** ISO 3166-1 alpha-2. */
    country: text('country').notNull().default('US'),
    about: text('about').notNull().default(''),
    /** Seed of the generated DiceBear avatar served at /api/avatars/<seed>.svg. */
    avatarSeed: text('avatar_seed').notNull(),
    isFullMember: boolean('is_full_member').notNull().default(false),
    isPayingMember: boolean('is_paying_member').notNull().default(false),
    isFeatured: boolean('is_featured').notNull().default(false),
    hasActiveDefaultPlan: boolean('has_active_default_plan').notNull().default(false),
    isDefaultCampaign: boolean('is_default_campaign').notNull().default(true),
    isC2Profile: boolean('is_c2_profile').notNull().default(false),
    facebookId: text('facebook_id'),
    verificationStatus: text('verification_status', { enum: ['none', 'pending', 'verified', 'rejected'] })
      .notNull()
      .default('none'),
    subscriptionStatus: text('subscription_status', { enum: ['none', 'active', 'cancelled', 'expired'] })
      .notNull()
      .default('none'),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /**
     * When the member first met the bar to be shown to others (a verified email and an approved photo); null for a
     * member who joined and has not yet. Until then `hidden` is held true (drizzle/0022_join.sql's trigger), and the
     * member's own visibility choice waits in `hiddenByChoice`.
     */
    listedAt: timestamp('listed_at', { withTimezone: true }).defaultNow(),
    /** The visibility choice of a member not yet listed, applied to `hidden` when they are listed. */
    hiddenByChoice: boolean('hidden_by_choice').notNull().default(false),
    /** The first-run step a member who joined is at (profile/edit/step1 … photos); null once done. */
    onboardingStep: text('onboarding_step', { enum: ['step1', 'step2', 'step3', 'photos'] }),
    /** The member asked to delete the account: it is removed for good after the grace period unless they log in. */
    deletionRequestedAt: timestamp('deletion_requested_at', { withTimezone: true }),
    /** The account was deleted: personal data and files are gone; the row stays so others' threads keep its messages. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /**
     * The member's card photo, kept by triggers on `photos` (drizzle/0013_card_photo.sql): the first approved photo
     * by main, position and id, as its storage key and URL (the URL null without an approved photo). Cards and
     * search's has-photo filter read it here instead of sorting the member's photos for every card.
     */
    cardPhotoKey: text('card_photo_key'),
    cardPhotoUrl: text('card_photo_url'),
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }).notNull().defaultNow(),
    /** The signup date. */
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('members_email_key').on(t.email),
    uniqueIndex('members_facebook_id_key').on(t.facebookId),
    check('members_email_lower', sql`${t.email} = lower(${t.email})`),
    // Discovery: search and the interested-in-me feed page active members by (last_active_at, id), newest first.
    index('members_active_idx')
      .on(t.lastActiveAt, t.id)
      .where(sql`disabled_at is null`),
    index('members_city_active_idx')
      .on(t.city, t.lastActiveAt, t.id)
      .where(sql`disabled_at is null`),
    // A search for a gender walks only that gender. On the benchmark community (8% nonbinary), nonbinary members of
    // 30-35 with a photo: 226 members read for a page instead of 2,759 (page 2: 3.8 -> 0.9 ms); the benchmark's
    // search (men of 25-45): 42 instead of 92, a difference lost in the noise of its throughput.
    index('members_gender_active_idx')
      .on(t.gender, t.lastActiveAt, t.id)
      .where(sql`disabled_at is null`),
    // Discovery: lists and their totals leave out the (few) disabled members with an anti-join on this.
    index('members_disabled_idx')
      .on(t.id)
      .where(sql`disabled_at is not null`),
    // Discovery: who-viewed-me and who-liked-me leave out the (few) hidden members with an anti-join on this.
    index('members_hidden_idx')
      .on(t.id)
      .where(sql`hidden`),
  ],
);

export const photos = pgTable(
  'photos',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** The full size's URL (for stored files, the sizes' URLs derive from `storageKey`). */
    url: text('url').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    position: integer('position').notNull().default(0),
    isMain: boolean('is_main').notNull().default(false),
    /** Other members see approved photos only. */
    moderation: text('moderation', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('approved'),
    rejectionReason: text('rejection_reason'),
    source: text('source', { enum: ['upload', 'facebook', 'instagram'] })
      .notNull()
      .default('upload'),
    /** The provider's photo id of an imported photo (one import per photo). */
    sourceId: text('source_id'),
    /** Where the processed sizes live in photo storage; null for generated demo photos (served by URL). */
    storageKey: text('storage_key'),
    createdAt: createdAt(),
  },
  (t) => [
    index('photos_member_idx').on(t.memberId, t.position),
    uniqueIndex('photos_member_source_key')
      .on(t.memberId, t.source, t.sourceId)
      .where(sql`source_id is not null`),
  ],
);

/** Answers to the 20Q profile questions. */
export const memberAnswers = pgTable(
  'member_answers',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    questionId: integer('question_id').notNull(),
    answer: text('answer').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.questionId] })],
);

/** Login sessions; only a SHA-256 hash of the cookie's token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The browser that signed in (User-Agent, truncated), shown in login settings. */
    userAgent: text('user_agent').notNull().default(''),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_member_idx').on(t.memberId), index('sessions_expires_idx').on(t.expiresAt)],
);

/** Consecutive failed logins per key (`account:<email>` or `address:<ip>`). */
export const loginFailures = pgTable('login_failures', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  lastFailureAt: timestamp('last_failure_at', { withTimezone: true }).notNull().defaultNow(),
});

export const likes = pgTable(
  'likes',
  {
    likerId: integer('liker_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    likedId: integer('liked_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.likerId, t.likedId] }),
    index('likes_liked_idx').on(t.likedId, t.createdAt.desc().nullsFirst()),
    // Discovery: who I like (keyset on created_at, liked_id; read backwards for newest first).
    index('likes_liker_at_idx').on(t.likerId, t.createdAt, t.likedId),
  ],
);

/** The latest view of a profile by a viewer (one row per pair). */
export const profileViews = pgTable(
  'profile_views',
  {
    viewerId: integer('viewer_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    viewedId: integer('viewed_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.viewerId, t.viewedId] }),
    index('profile_views_viewed_idx').on(t.viewedId, t.viewedAt.desc().nullsFirst()),
  ],
);

export const blocks = pgTable(
  'blocks',
  {
    blockerId: integer('blocker_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    blockedId: integer('blocked_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    // Discovery: the blocklist page (keyset), and "who blocked me" for hiding both ways.
    index('blocks_blocker_at_idx').on(t.blockerId, t.createdAt, t.blockedId),
    index('blocks_blocked_idx').on(t.blockedId, t.blockerId),
  ],
);

/** Client log entries (route changes, actions, ...); the client's uuid makes re-sent entries idempotent. */
export const desktopLogs = pgTable(
  'desktop_logs',
  {
    uuid: text('uuid').primaryKey(),
    memberId: integer('member_id').references(() => members.id, { onDelete: 'set null' }),
    logType: text('log_type').notNull(),
    entry: jsonb('entry').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('desktop_logs_member_idx').on(t.memberId, t.receivedAt)],
);

/** Everything a member can buy: subscriptions, the boost micro plan and discount offers. */
export const plans = pgTable(
  'plans',
  {
    id: text('id').primaryKey(),
    kind: text('kind', { enum: ['subscription', 'boost', 'discount', 'spins'] }).notNull(),
    name: text('name').notNull(),
    /** The line shown to members, e.g. '1 Month at $14.99 (50% off)'. */
    description: text('description').notNull(),
    /** US dollar cents (the only currency, SPEC point 9). */
    priceCents: integer('price_cents').notNull(),
    months: integer('months').notNull().default(0),
    discountPercent: integer('discount_percent').notNull().default(0),
    isDefault: boolean('is_default').notNull().default(false),
    solidgateProductId: text('solidgate_product_id'),
    sortOrder: integer('sort_order').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [index('plans_kind_idx').on(t.kind, t.sortOrder)],
);

/** Spins of the daily matches game, with what the server chose; the counter of spins left today reads these. */
export const spins = pgTable(
  'spins',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** The member's day in America/New_York the spin counts against. */
    day: date('day', { mode: 'string' }),
    /** Which allowance paid for it: a daily spin, an extra spin, or none (every outcome gave it back). */
    spent: text('spent', { enum: ['daily', 'extra', 'none'] })
      .notNull()
      .default('daily'),
    double: boolean('double').notNull().default(false),
    /** The outcomes as the contract's spinOutcome list (kind, segment, revealed member ids). */
    outcomes: jsonb('outcomes').notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [index('spins_member_idx').on(t.memberId, t.createdAt)],
);

export type Member = typeof members.$inferSelect;
export type NewMember = typeof members.$inferInsert;
export type Plan = typeof plans.$inferSelect;
