import { z } from 'zod';
import { gender } from './profile.ts';

/**
 * Another member as cards, lists, search results, feeds and inbox threads show them. Shared by discovery and
 * messaging; profile view extends it.
 */
export const memberSummary = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  age: z.number().int(),
  gender,
  city: z.string(),
  /** Main photo URL, or null when the member has none (ui shows a fallback). */
  photoUrl: z.string().nullable(),
  verified: z.boolean(),
  /** Active within the last 15 minutes. */
  onlineRecently: z.boolean(),
  /** ISO 8601 timestamp of the last activity. */
  lastActiveAt: z.string(),
  /** Relationship to the viewer. */
  likedByMe: z.boolean(),
  likesMe: z.boolean(),
});
export type MemberSummary = z.infer<typeof memberSummary>;

/** A Spotify artist as a profile shows it. */
export const artist = z.object({
  /** Spotify's base-62 id. */
  id: z.string().regex(/^[0-9A-Za-z]{22}$/),
  name: z.string(),
  imageUrl: z.string().nullable(),
  genres: z.array(z.string()),
});
export type Artist = z.infer<typeof artist>;
