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
