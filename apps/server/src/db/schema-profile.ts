// The member's own profile beyond the members row: the fields of profile/edit's sections, the chosen Spotify
// artists, granted rewards (the 20Q extra spin), and Spotify OAuth state. The name, birth date, gender, city,
// seeking and "about me" text stay on members, where search and cards read them.
import { profileChoices } from '@app/contract';
import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { memberRef } from './schema-core.ts';

const choice = <F extends keyof typeof profileChoices>(name: string, field: F) =>
  text(name, { enum: profileChoices[field] as unknown as [string, ...string[]] });

/** One row per member who saved any of the dating, details, lifestyle or free-text sections. */
export const memberProfiles = pgTable('member_profiles', {
  memberId: memberRef('member_id').primaryKey(),
  // dating
  ageMin: integer('age_min').notNull().default(18),
  ageMax: integer('age_max').notNull().default(99),
  /** null: anywhere. */
  distanceMiles: integer('distance_miles'),
  relationshipType: choice('relationship_type', 'relationshipType'),
  // details
  heightInches: integer('height_inches'),
  bodyType: choice('body_type', 'bodyType'),
  education: choice('education', 'education'),
  job: text('job').notNull().default(''),
  languages: choice('languages', 'language').array().notNull().default([]),
  religion: choice('religion', 'religion'),
  // lifestyle
  smoking: choice('smoking', 'smoking'),
  drinking: choice('drinking', 'drinking'),
  kids: choice('kids', 'kids'),
  wantsKids: choice('wants_kids', 'wantsKids'),
  pets: choice('pets', 'pets').array().notNull().default([]),
  diet: choice('diet', 'diet'),
  exercise: choice('exercise', 'exercise'),
  // free text (about me is members.about)
  lookingFor: text('looking_for').notNull().default(''),
  favThings: text('fav_things').notNull().default(''),
  leastFavThings: text('least_fav_things').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The Spotify artists a profile shows, in order, as the catalogue described them when chosen. */
export const memberArtists = pgTable(
  'member_artists',
  {
    memberId: memberRef('member_id'),
    artistId: text('artist_id').notNull(),
    name: text('name').notNull(),
    imageUrl: text('image_url'),
    genres: text('genres').array().notNull().default([]),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.artistId] }),
    index('member_artists_order_idx').on(t.memberId, t.position),
  ],
);

export const rewardKinds = ['twenty_q_extra_spin'] as const;

/** Rewards granted once per member and kind; the primary key is what makes "once" hold under races. */
export const memberRewards = pgTable(
  'member_rewards',
  {
    memberId: memberRef('member_id'),
    kind: text('kind', { enum: rewardKinds }).notNull(),
    /** Extra spins the reward adds to the spin game. */
    extraSpins: integer('extra_spins').notNull().default(0),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.kind] })],
);

/** A member's Spotify tokens (real adapter only). */
export const spotifyConnections = pgTable('spotify_connections', {
  memberId: memberRef('member_id').primaryKey(),
  accessToken: text('access_token').notNull(),
  refreshToken: text('refresh_token'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Pending PKCE authorizations: the state sent to Spotify and the verifier kept for the code exchange. */
export const spotifyAuthStates = pgTable(
  'spotify_auth_states',
  {
    state: text('state').primaryKey(),
    memberId: memberRef('member_id'),
    codeVerifier: text('code_verifier').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('spotify_auth_states_member_idx').on(t.memberId)],
);
