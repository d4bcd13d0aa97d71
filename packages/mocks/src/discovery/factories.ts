// Fixture factories: every value derives from a member id and a fixed seed, so the same call gives the same
// member in every story, test and run. Overrides win over generated values.
import type {
  City,
  FeedPage,
  ListEntry,
  ListPage,
  MemberSummary,
  NewsfeedItem,
  NewsfeedPage,
  ProfileBadge,
  ProfileDetail,
  ProfilePhoto,
  SearchPage,
  SearchResult,
  UserAnswer,
  Artist,
} from '@app/contract';
import { twentyQuestions } from '@app/contract';
import type { SamplePerson } from '@app/demo-data';
import { samplePerson } from '@app/demo-data';
import {
  MOCK_NOW as DISCOVERY_NOW,
  NEW_MEMBER_DAYS,
  ONLINE_RECENTLY_MINUTES,
  iso,
  minutesBefore,
} from '../clock.ts';
import { communityExtras } from '../profile/factories.ts';
import { cities } from './cities.ts';
import { PHOTO_HEIGHT, PHOTO_WIDTH, portraitDataUri } from './photos.ts';

/** A member as the mock store keeps them (a demo-data person with their photos); summaries and profile details
 * are views of it. */
export interface MemberRecord extends Omit<SamplePerson, 'photoCount'> {
  photos: ProfilePhoto[];
  /** Their 20Q answers, in question order. */
  answers: UserAnswer[];
  /** The Spotify artists their profile shows, in order. */
  artists: Artist[];
}

/** How the viewer and a member relate; drives likedByMe/likesMe and profile permissions. */
export interface Relationship {
  likedByMe: boolean;
  likesMe: boolean;
  blockedByMe: boolean;
}
const noRelationship: Relationship = { likedByMe: false, likesMe: false, blockedByMe: false };

/** Generated members by id: generation is pure, so each is made once (records are never mutated). */
const generated = new Map<number, MemberRecord>();

/** The member with this id, generated from the fixed seed; `overrides` win. */
export function createMemberRecord(id: number, overrides: Partial<MemberRecord> = {}): MemberRecord {
  let record = generated.get(id);
  if (!record) {
    record = generateMember(id);
    generated.set(id, record);
  }
  return { ...record, ...overrides };
}

function generateMember(id: number): MemberRecord {
  const { photoCount, ...person } = samplePerson(id, {
    now: DISCOVERY_NOW,
    newMemberDays: NEW_MEMBER_DAYS,
    onlineRecentlyMinutes: ONLINE_RECENTLY_MINUTES,
  });
  const photos = Array.from({ length: photoCount }, (_, index) => ({
    id: id * 10 + index + 1,
    url: portraitDataUri(id * 7 + index),
    width: PHOTO_WIDTH,
    height: PHOTO_HEIGHT,
  }));
  return { ...person, photos, ...communityExtras(id) };
}

const questionText = new Map<number, string>(twentyQuestions.map((q) => [q.id, q.text]));

const isOnlineRecently = (record: MemberRecord, now: Date) =>
  now.getTime() - record.lastActiveAt.getTime() < ONLINE_RECENTLY_MINUTES * 60_000;

/** The member as cards and lists show them, relative to a viewer. */
export function toSummary(
  record: MemberRecord,
  rel: Pick<Relationship, 'likedByMe' | 'likesMe'> = noRelationship,
  now: Date = DISCOVERY_NOW,
): MemberSummary {
  return {
    id: record.id,
    name: record.name,
    age: record.age,
    gender: record.gender,
    city: record.city.name,
    photoUrl: record.photos[0]?.url ?? null,
    verified: record.verified,
    onlineRecently: isOnlineRecently(record, now),
    lastActiveAt: iso(record.lastActiveAt),
    likedByMe: rel.likedByMe,
    likesMe: rel.likesMe,
  };
}

/** The member's full profile, relative to a viewer. */
export function toDetail(
  record: MemberRecord,
  rel: Relationship = noRelationship,
  now: Date = DISCOVERY_NOW,
): ProfileDetail {
  const summary = toSummary(record, rel, now);
  const badges: ProfileBadge[] = [];
  if (record.verified) badges.push('verified');
  if (record.photoVerified) badges.push('photo-verified');
  if (summary.onlineRecently) badges.push('online-recently');
  if (now.getTime() - record.joinedAt.getTime() < NEW_MEMBER_DAYS * 86_400_000) badges.push('new-member');
  return {
    ...summary,
    photos: record.photos,
    about: record.about,
    sections: record.sections,
    answers: record.answers.map(({ questionId, answer }) => ({
      questionId,
      question: questionText.get(questionId) ?? '',
      answer,
    })),
    artists: record.artists,
    badges,
    memberSince: iso(record.joinedAt),
    blockedByMe: rel.blockedByMe,
    canLike: !rel.blockedByMe,
    canMessage: !rel.blockedByMe,
    // The hotlist is messaging's: its handlers say whether the viewer saved this member (see handlers.ts).
    inHotlist: false,
  };
}

/** A member summary; `overrides.id` (default 1) picks the generated member. */
export function createMemberSummary(overrides: Partial<MemberSummary> = {}): MemberSummary {
  return { ...toSummary(createMemberRecord(overrides.id ?? 1)), ...overrides };
}

/** A profile detail; `overrides.id` (default 1) picks the generated member. */
export function createProfileDetail(overrides: Partial<ProfileDetail> = {}): ProfileDetail {
  return { ...toDetail(createMemberRecord(overrides.id ?? 1)), ...overrides };
}

/** A list entry: the member plus the list's timestamp (`at` defaults to a few hours per id before now). */
export function createListEntry(overrides: Partial<ListEntry> = {}): ListEntry {
  const summary = createMemberSummary(overrides);
  return { ...summary, at: iso(minutesBefore(DISCOVERY_NOW, summary.id * 97)), ...overrides };
}

export interface PageOptions {
  /** Items on this page. */
  count?: number;
  /** First member id; the page holds consecutive ids. */
  firstId?: number;
  /** Every item of the list (defaults to `count`, i.e. one page). */
  total?: number;
  nextCursor?: string | null;
}

const ids = ({ count = 0, firstId = 2 }: PageOptions) => Array.from({ length: count }, (_, i) => firstId + i);
const pageData = <T>(items: T[], options: PageOptions) => ({
  data: { items, nextCursor: options.nextCursor ?? null, total: options.total ?? items.length },
});

/** A page of a member list (12 by default). */
export function createListPage(options: PageOptions = {}): ListPage {
  return pageData(
    ids({ count: 12, ...options }).map((id) => createListEntry({ id })),
    options,
  );
}

export function createSearchResult(overrides: Partial<SearchResult> = {}): SearchResult {
  const summary = createMemberSummary(overrides);
  return { ...summary, distanceKm: (summary.id * 13) % 80, ...overrides };
}

/** A page of search results (16 by default). */
export function createSearchPage(options: PageOptions = {}): SearchPage {
  return pageData(
    ids({ count: 16, ...options }).map((id) => createSearchResult({ id })),
    options,
  );
}

/** A page of the interested-in-me feed (14 by default). */
export function createFeedPage(options: PageOptions = {}): FeedPage {
  return pageData(
    ids({ count: 14, ...options }).map((id) => createListEntry({ id })),
    options,
  );
}

const newsfeedKindsCycle = ['new_member', 'photo_added', 'verified'] as const;

/** A newsfeed event; the kind cycles by member id unless given. */
export function createNewsfeedItem(overrides: Partial<NewsfeedItem> = {}): NewsfeedItem {
  const member = overrides.member ?? createMemberSummary();
  const kind = overrides.kind ?? newsfeedKindsCycle[member.id % 3] ?? 'new_member';
  return {
    id: `${kind}-${member.id}`,
    kind,
    member,
    at: iso(minutesBefore(DISCOVERY_NOW, member.id * 53)),
    ...overrides,
  };
}

/** A page of the newsfeed (14 by default). */
export function createNewsfeedPage(options: PageOptions = {}): NewsfeedPage {
  return pageData(
    ids({ count: 14, ...options }).map((id) => createNewsfeedItem({ member: createMemberSummary({ id }) })),
    options,
  );
}

export function createCity(overrides: Partial<City> = {}): City {
  return { ...(cities[0] as City), ...overrides };
}
