import { AGE_MAX, AGE_MIN } from './member-basics.ts';
import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import type { ListKind } from './catalogue.ts';
import { catalogue, listKinds } from './catalogue.ts';
import { dbIdFromText, memberId, text } from './fields.ts';
import { artist, memberSummary } from './members.ts';
import { cursorQuery, pageOf } from './paging.ts';
import { gender } from './profile.ts';

/**
 * Discovery: likes and mutual matches, the five member lists, another member's profile, blocking, reporting,
 * search with the offline city lookup, and the interest feeds.
 *
 * Blocking hides both ways: a member blocked by the viewer, or who blocked the viewer, is left out of every list
 * (except the viewer's own blocklist), search result and feed. To the blocked member, the member who blocked them
 * does not exist (profile view, report and like answer 404 `not_found`, the body a missing member gets); only the
 * member who made the block is told so (liking a member they blocked answers 403 `blocked`).
 */

/** Page sizes of SPEC point 9 (from the feature catalogue); also each endpoint's maximum `limit`. */
export const discoveryPageSizes = {
  list: catalogue.whoILike.pageSize,
  search: catalogue.search.pageSize,
  feed: catalogue.newsfeed.pageSize,
} as const;
/** Most cities one lookup returns. */
export const CITY_SUGGESTIONS_MAX = 10;
export const REPORT_TEXT_MAX = 1000;

/** Error codes discovery adds to `errorCodes` (same error body). */
export const discoveryErrorCodes = { blocked: 'blocked' } as const;

const isoDateTime = z.iso.datetime({ offset: true });
export const memberIdBody = z.object({ memberId });
export type MemberIdBody = z.infer<typeof memberIdBody>;

/** Boolean query filter: `true`/`false` from code, `'true'`/`'false'`/`'1'`/`'0'` from a URL. */
const queryBool = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === '1');

// ---------------------------------------------------------------- likes

export const likeResponse = z.object({
  success: z.literal(true),
  data: z.object({
    memberId,
    likedByMe: z.boolean(),
    /** True when both members now like each other (a mutual match for both). */
    mutual: z.boolean(),
  }),
});
export type LikeResponse = z.infer<typeof likeResponse>;

export const likeMember = defineEndpoint({
  summary: 'Like a member; liking twice is harmless. Answers whether the like is now mutual.',
  method: 'POST',
  path: '/api/user/likes/add',
  body: memberIdBody,
  response: likeResponse,
});

export const unlikeMember = defineEndpoint({
  summary: 'Take back a like; unliking a member not liked is harmless.',
  method: 'POST',
  path: '/api/user/likes/remove',
  body: memberIdBody,
  response: likeResponse,
});

// ---------------------------------------------------------------- lists

/** The five member lists; their kinds on the wire come from the feature catalogue. */
export const listKind = z.enum(listKinds as [ListKind, ...ListKind[]]);

/**
 * A member in a list, with the list's own timestamp: last view (who viewed me), like (who liked me, who I like),
 * the later of the two likes (mutual likes) or the block (blocklist). Lists are ordered by `at`, newest first.
 */
export const listEntry = memberSummary.extend({ at: isoDateTime });
export type ListEntry = z.infer<typeof listEntry>;

export const listPage = pageOf(listEntry);
export type ListPage = z.infer<typeof listPage>;

export const getList = defineEndpoint({
  summary: 'One page of a member list (12 a page), newest first.',
  method: 'GET',
  path: '/api/user/lists/:kind',
  params: z.object({ kind: listKind }),
  query: cursorQuery(discoveryPageSizes.list),
  response: listPage,
});

// ---------------------------------------------------------------- profile view

export const profilePhoto = z.object({
  id: z.number().int().positive(),
  url: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type ProfilePhoto = z.infer<typeof profilePhoto>;

/** Sections of another member's profile view, from what they filled in (titles from `profileSectionTitles`). */
export const profileSectionIds = [
  'looking-for',
  'details',
  'lifestyle',
  'fav-things',
  'least-fav-things',
] as const;
export const profileSection = z.object({
  id: z.enum(profileSectionIds),
  title: z.string(),
  items: z.array(z.object({ label: z.string(), value: z.string() })),
});
export type ProfileSection = z.infer<typeof profileSection>;

export const profileBadges = ['verified', 'photo-verified', 'online-recently', 'new-member'] as const;
export const profileBadge = z.enum(profileBadges);
export type ProfileBadge = z.infer<typeof profileBadge>;

/** Another member's full profile, as profile/view shows it. */
export const profileDetail = memberSummary.extend({
  /** The main photo first; empty when the member has none. */
  photos: z.array(profilePhoto),
  about: z.string(),
  sections: z.array(profileSection),
  /** Their 20Q answers, in question order, with the question's words. */
  answers: z.array(z.object({ questionId: z.number().int(), question: z.string(), answer: z.string() })),
  /** Their favourite Spotify artists, in their order. */
  artists: z.array(artist),
  badges: z.array(profileBadge),
  /** ISO 8601 sign-up time. */
  memberSince: isoDateTime,
  /** The viewer blocked this member (the profile is shown so the block can be undone; no actions). */
  blockedByMe: z.boolean(),
  /** The viewer may like this member (false across a block). */
  canLike: z.boolean(),
  /** The viewer may message this member (false across a block; a paywall is the messaging route's business). */
  canMessage: z.boolean(),
  /** The viewer saved this member to their hotlist (false across a block, where the hotlist leaves them out). */
  inHotlist: z.boolean(),
});
export type ProfileDetail = z.infer<typeof profileDetail>;

export const getProfileView = defineEndpoint({
  summary:
    "Another member's profile. Opening it records a view (shown in their who-viewed-me), unless the viewer blocked them.",
  method: 'GET',
  path: '/api/user/profiles/:id',
  params: z.object({ id: dbIdFromText }),
  response: z.object({ data: profileDetail }),
});

// ---------------------------------------------------------------- blocking and reporting

export const blockResponse = z.object({
  success: z.literal(true),
  data: z.object({ memberId, blocked: z.boolean() }),
});

export const blockMember = defineEndpoint({
  summary: 'Block a member: hides both members from each other everywhere and removes likes between them.',
  method: 'POST',
  path: '/api/user/blocklist/add',
  body: memberIdBody,
  response: blockResponse,
});

export const unblockMember = defineEndpoint({
  summary: 'Remove a member from the blocklist (removed likes stay removed).',
  method: 'POST',
  path: '/api/user/blocklist/remove',
  body: memberIdBody,
  response: blockResponse,
});

export const reportReasons = [
  'fake_profile',
  'inappropriate_photos',
  'harassment',
  'spam',
  'scam',
  'underage',
  'other',
] as const;
export const reportReason = z.enum(reportReasons);
export type ReportReason = z.infer<typeof reportReason>;

export const reportBody = z.object({
  memberId,
  reason: reportReason,
  text: text().trim().max(REPORT_TEXT_MAX, `Keep it under ${REPORT_TEXT_MAX} characters`).optional(),
});
export type ReportBody = z.input<typeof reportBody>;

export const reportMember = defineEndpoint({
  summary: 'Report a member to the safety team; the report is stored for review.',
  method: 'POST',
  path: '/api/user/report',
  body: reportBody,
  response: z.object({ success: z.literal(true), data: z.object({ reportId: z.number().int().positive() }) }),
});

// ---------------------------------------------------------------- search

const age = z.coerce
  .number()
  .int()
  .min(AGE_MIN, `Age must be ${AGE_MIN} or more`)
  .max(AGE_MAX, `Age must be ${AGE_MAX} or less`);

/**
 * Search filters, as they also appear in the site's URL. `city` (a name from the city lookup) and `distanceKm`
 * (measured from the viewer's own city) are alternatives.
 */
export const searchQuery = cursorQuery(discoveryPageSizes.search)
  .extend({
    ageMin: age.default(AGE_MIN),
    ageMax: age.default(AGE_MAX),
    seeking: gender.optional(),
    city: text().trim().min(1).max(120).optional(),
    distanceKm: z.coerce
      .number()
      .int()
      .min(1, 'Choose at least 1 km')
      .max(500, 'Choose 500 km or less')
      .optional(),
    hasPhoto: queryBool.optional(),
    verified: queryBool.optional(),
    onlineRecently: queryBool.optional(),
  })
  .superRefine((q, ctx) => {
    if (q.ageMin > q.ageMax)
      ctx.addIssue({
        code: 'custom',
        path: ['ageMax'],
        message: 'Maximum age must be at least the minimum age',
      });
    if (q.city !== undefined && q.distanceKm !== undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['distanceKm'],
        message: 'Choose a city or a distance, not both',
      });
  });
export type SearchQuery = z.input<typeof searchQuery>;
export type SearchFilters = z.output<typeof searchQuery>;

/** A search result: the member, and their distance from the viewer's city when both cities are known. */
export const searchResult = memberSummary.extend({ distanceKm: z.number().int().nonnegative().nullable() });
export type SearchResult = z.infer<typeof searchResult>;

export const searchPage = pageOf(searchResult);
export type SearchPage = z.infer<typeof searchPage>;

export const searchMembers = defineEndpoint({
  summary: 'Search members (16 a page), most recently active first; `total` counts every match.',
  method: 'GET',
  path: '/api/user/search',
  query: searchQuery,
  response: searchPage,
});

// ---------------------------------------------------------------- geo city lookup

export const city = z.object({
  name: z.string(),
  region: z.string(),
  /** ISO 3166-1 alpha-2. */
  country: z.string().length(2),
  lat: z.number().min(-90).max(90),
  lon: z.number().min(-180).max(180),
});
export type City = z.infer<typeof city>;

export const lookupCities = defineEndpoint({
  summary: `Cities whose name starts with (then contains) q, from an offline list; at most ${CITY_SUGGESTIONS_MAX}.`,
  method: 'GET',
  path: '/api/user/geo/cities',
  query: z.object({ q: text().trim().min(1, 'Type a city name').max(100) }),
  response: z.object({ data: z.object({ items: z.array(city).max(CITY_SUGGESTIONS_MAX) }) }),
});

// ---------------------------------------------------------------- interest feeds

// A feed lists members as a list does (each with its list's timestamp).
export const feedPage = pageOf(listEntry);
export type FeedPage = z.infer<typeof feedPage>;

export const interestedInMeFeed = defineEndpoint({
  summary:
    "Members whose own preferences fit the viewer (they seek the viewer's gender), 14 a page; `at` is their last activity.",
  method: 'GET',
  path: '/api/user/feeds/interested-in-me',
  query: cursorQuery(discoveryPageSizes.feed),
  response: feedPage,
});

export const newsfeedKinds = ['new_member', 'photo_added', 'verified'] as const;
export const newsfeedItem = z.object({
  /** Stable id of the event (React key, dedupe). */
  id: z.string(),
  kind: z.enum(newsfeedKinds),
  member: memberSummary,
  at: isoDateTime,
});
export type NewsfeedItem = z.infer<typeof newsfeedItem>;
export type NewsfeedKind = NewsfeedItem['kind'];

export const newsfeedPage = pageOf(newsfeedItem);
export type NewsfeedPage = z.infer<typeof newsfeedPage>;

export const newsfeed = defineEndpoint({
  summary:
    'Recent events in the community (new members, new photos, verifications), 14 a page, newest first.',
  method: 'GET',
  path: '/api/user/feeds/newsfeed',
  query: cursorQuery(discoveryPageSizes.feed),
  response: newsfeedPage,
});
