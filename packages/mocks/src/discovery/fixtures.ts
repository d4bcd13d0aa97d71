// Ready-made, deterministic data for ui stories and component tests (props in): the same community the
// handlers serve, seen by the default viewer (member 1) at MOCK_NOW.
import { discoveryPageSizes } from '@app/contract';
import type { ListKind, ListPage, ProfileDetail } from '@app/contract';
import { lookupCityNames } from './cities.ts';
import { createMemberSummary, createProfileDetail } from './factories.ts';
import { createCommunity } from './community.ts';

const LONG_NAME = 'Maximiliana Alexandrina Konstantinopoulou-Richardson';

/** One store, created on first use and only read (never liked, blocked or viewed through). */
let shared: ReturnType<typeof createCommunity> | undefined;
const store = () => (shared ??= createCommunity());
const first = { limit: discoveryPageSizes.list };
/** The lowest member id (2 and up: 1 is the viewer) whose profile, as the viewer sees it, fits. */
function firstMember(fits: (profile: ProfileDetail) => boolean): number {
  for (let id = 2; store().member(id); id += 1) {
    if (store().isBlocked(1, id)) continue;
    if (fits(store().profileFor(1, id))) return id;
  }
  throw new Error('No member of the community fits');
}

export const discoveryFixtures = {
  viewerId: 1,
  /** First page of a list, as the paying viewer sees it. */
  listPage: (kind: ListKind): ListPage['data'] => store().list(1, kind, first),
  /** Entry counts of the five lists (tab badges). */
  listCounts: () => store().listCounts(1),
  /** First 16 search results with default filters. */
  searchPage: () => store().search(1, { ageMin: 18, ageMax: 99, limit: discoveryPageSizes.search }),
  interestedInMePage: () => store().interestedInMe(1, { limit: discoveryPageSizes.feed }),
  newsfeedPage: () => store().newsfeed(1, { limit: discoveryPageSizes.feed }),
  /** A full profile: Anna, 55, five photos, verified, new member, likes the viewer. */
  profile: (id = 13): ProfileDetail => store().profileFor(1, id),
  /** The first profile with photos, at least 5 20Q answers and 3 artists (profile view's answers and artists). */
  profileWithAnswersAndArtists: (): ProfileDetail =>
    store().profileFor(
      1,
      firstMember((p) => p.photos.length > 0 && p.answers.length >= 5 && p.artists.length >= 3),
    ),
  /** The first profile with no 20Q answers and no artists (those parts of profile view stay hidden). */
  profileWithoutAnswersOrArtists: (): ProfileDetail =>
    store().profileFor(
      1,
      firstMember((p) => p.answers.length === 0 && p.artists.length === 0),
    ),
  /** A profile with a very long name and no photos. */
  profileLongNameNoPhotos: (): ProfileDetail =>
    createProfileDetail({ id: 9, name: LONG_NAME, photoUrl: null, photos: [] }),
  /** Cards that stress layout: long names, no photo, both. */
  awkwardMembers: () => [
    createMemberSummary({ id: 21, name: LONG_NAME }),
    createMemberSummary({ id: 22, photoUrl: null }),
    createMemberSummary({ id: 23, name: LONG_NAME, photoUrl: null, verified: true, onlineRecently: true }),
  ],
  longName: LONG_NAME,
  citySuggestions: (q: string) => lookupCityNames(q),
};
