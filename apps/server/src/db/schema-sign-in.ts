// Stronger sign-in: passkeys (WebAuthn credentials and the challenges they answer), two-step sign-in with a time-based
// code and single-use recovery codes, the half-done sign-in between the password and the code, and the devices a
// member signed in from (a new one gets a security mail). Every row is in the database so any server can finish what
// another began.
import { boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { memberRef, members } from './schema-core.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

export const passkeys = pgTable(
  'passkeys',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: memberRef('member_id'),
    /** The credential's id, base64url, as the authenticator names it. */
    credentialId: text('credential_id').notNull().unique(),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    /** The signature counter last seen (0 for authenticators that do not count). */
    counter: integer('counter').notNull().default(0),
    transports: text('transports').array().notNull().default([]),
    /** Synced to the member's other devices (a multi-device credential). */
    backedUp: boolean('backed_up').notNull().default(false),
    /** The member's name for it (defaults to the browser that made it). */
    name: text('name').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    lastUsedAt: at('last_used_at'),
  },
  (t) => [index('passkeys_member_idx').on(t.memberId)],
);

/** A WebAuthn challenge handed to a browser, single use; a sign-in's has no member, a registration's has one. */
export const webauthnChallenges = pgTable('webauthn_challenges', {
  challenge: text('challenge').primaryKey(),
  memberId: integer('member_id').references(() => members.id, { onDelete: 'cascade' }),
  purpose: text('purpose', { enum: ['register', 'sign-in', 'confirm'] }).notNull(),
  expiresAt: at('expires_at').notNull(),
});

/** A member's time-based code secret: set up (enabledAt null) until a first code confirms it, then on. */
export const twoStepSecrets = pgTable('two_step_secrets', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  /** Base32, as authenticator apps take it. */
  secret: text('secret').notNull(),
  enabledAt: at('enabled_at'),
  /** The time step of the last code accepted: a code is never accepted twice. */
  lastStep: integer('last_step').notNull().default(0),
});

/** Single-use recovery codes for two-step sign-in (a hash of each is stored). */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    memberId: memberRef('member_id'),
    codeHash: text('code_hash').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [index('recovery_codes_member_idx').on(t.memberId)],
);

/** The password was right and a code is owed: the ticket names the member for the second step (a hash is stored). */
export const signInTickets = pgTable('sign_in_tickets', {
  tokenHash: text('token_hash').primaryKey(),
  memberId: memberRef('member_id'),
  /** Wrong codes so far; the ticket is spent after a few. */
  failures: integer('failures').notNull().default(0),
  expiresAt: at('expires_at').notNull(),
});

/** Browsers a member signed in from, by a hash of the long-lived device cookie; a new one gets a security mail. */
export const knownDevices = pgTable(
  'known_devices',
  {
    memberId: memberRef('member_id'),
    deviceHash: text('device_hash').notNull(),
    firstSeenAt: at('first_seen_at').notNull().defaultNow(),
    lastSeenAt: at('last_seen_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.deviceHash] })],
);
