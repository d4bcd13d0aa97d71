import { z } from 'zod';
import { catalogue } from './catalogue.ts';
import { defineEndpoint } from './endpoint.ts';
import { listEntry } from './discovery.ts';
import type { ProfileChoice } from './profile-choices.ts';
import { profileChoiceLabels, profileChoices } from './profile-choices.ts';
import { cursorQuery, pageOf } from './paging.ts';

/**
 * The interests lists: what a member put on their own profile that others can share (the Spotify artists they
 * picked, the relationship they want, the languages they speak, their pets, their diet), each with how many members
 * share it; and, per interest, the members who share it (an interest feed, 14 a page, most recently active first).
 * Members hidden from the viewer never show nor count: across a block either way, disabled, or hidden from lists.
 *
 * An interest is named in URLs as `<kind>-<value>`: `artist-<Spotify id>`, `relationship-long-term`, `language-spanish`,
 * `pet-dog`, `diet-vegan`. A malformed name is 400 naming `interest`; an interest the member does not have is 404.
 */

/** Items an interest feed page holds (SPEC point 9: 14). */
export const INTEREST_FEED_PAGE_SIZE = catalogue.interests.pageSize;

/** The kinds of interest, in the order the interests list shows them. */
export const interestKinds = ['relationship', 'artist', 'language', 'pet', 'diet'] as const;
export const interestKind = z.enum(interestKinds);
export type InterestKind = z.infer<typeof interestKind>;

/** What each kind is called in the list, and the profile/edit section where the member changes it. */
export const interestKindInfo = {
  relationship: { title: 'Looking for', section: 'dating' },
  artist: { title: 'Music', section: 'spotify' },
  language: { title: 'Languages', section: 'details' },
  pet: { title: 'Pets', section: 'lifestyle' },
  diet: { title: 'Diet', section: 'lifestyle' },
} as const satisfies Record<InterestKind, { title: string; section: string }>;
export type InterestSection = (typeof interestKindInfo)[InterestKind]['section'];

/** The profile field behind each choice kind (the artist kind is the member's Spotify artists). */
export const interestChoiceFields = {
  relationship: 'relationshipType',
  language: 'language',
  pet: 'pets',
  diet: 'diet',
} as const;
type ChoiceKind = keyof typeof interestChoiceFields;

/** Choices that say "none of it" or "not decided": nothing to share, so not an interest. */
export const notInterests: { [K in ChoiceKind]: readonly ProfileChoice<(typeof interestChoiceFields)[K]>[] } =
  {
    relationship: ['not-sure'],
    language: [],
    pet: ['none'],
    diet: ['anything'],
  };

/** The choices of a kind that are interests. */
export const interestChoices = <K extends ChoiceKind>(kind: K): readonly string[] =>
  (profileChoices[interestChoiceFields[kind]] as readonly string[]).filter(
    (value) => !(notInterests[kind] as readonly string[]).includes(value),
  );

/** A member-facing name of a choice interest (an artist's is their name). */
export function choiceInterestLabel(kind: ChoiceKind, value: string): string {
  const labels = profileChoiceLabels[interestChoiceFields[kind]] as Record<string, string>;
  return labels[value] ?? value;
}

/** The interest's name in URLs. */
export const interestId = (kind: InterestKind, value: string) => `${kind}-${value}`;

const INTEREST_ID_PATTERN = new RegExp(`^(${interestKinds.join('|')})-([0-9A-Za-z][0-9A-Za-z-]{0,63})$`);

/** The kind and value of an interest name, or null when it is not one. */
export function parseInterestId(id: string): { kind: InterestKind; value: string } | null {
  const match = INTEREST_ID_PATTERN.exec(id);
  return match ? { kind: match[1] as InterestKind, value: match[2]! } : null;
}

export const interest = z.object({
  /** `<kind>-<value>`, as in /interests/<id>. */
  id: z.string(),
  kind: interestKind,
  /** e.g. "Spanish", "Dog", "Taylor Swift". */
  label: z.string(),
  /** Members who share it: active, visible to the viewer, the viewer left out. */
  sharedBy: z.number().int().nonnegative(),
});
export type Interest = z.infer<typeof interest>;

export const getInterests = defineEndpoint({
  summary: "The member's interests, from their own profile, each with how many members share it.",
  method: 'GET',
  path: '/api/user/interests',
  response: z.object({ data: z.object({ items: z.array(interest) }) }),
});

export const interestParams = z.object({
  interest: z.string().max(80).regex(INTEREST_ID_PATTERN, 'There is no such interest'),
});

const interestFeedPage = pageOf(listEntry);
export const interestFeed = interestFeedPage.extend({
  data: interestFeedPage.shape.data.extend({ interest }),
});
export type InterestFeed = z.infer<typeof interestFeed>;

export const getInterestFeed = defineEndpoint({
  summary:
    "Members who share one of the viewer's interests, 14 a page, most recently active first; `at` is their last activity. 404 when the viewer does not have the interest.",
  method: 'GET',
  path: '/api/user/interests/:interest',
  params: interestParams,
  query: cursorQuery(INTEREST_FEED_PAGE_SIZE),
  response: interestFeed,
});

/** Interests lists: the member's interests and each one's feed. */
export const interestEndpoints = { getInterests, getInterestFeed } as const;
