// Discovery's rules over the one store's community tables: likes, views, blocks and reports change what lists,
// search, feeds and profiles answer, so a like really shows in "who I like" and a block hides both ways.
import { discoveryPageSizes, errorCopy, listKinds } from '@app/contract';
import type {
  ListEntry,
  ListKind,
  MemberSummary,
  NewsfeedItem,
  ProfileDetail,
  ReportReason,
  SearchFilters,
  SearchResult,
} from '@app/contract';
import { MOCK_NOW, iso, minutesBefore } from '../clock.ts';
import { BlockedError, MemberNotFoundError, SelfActionError } from '../errors.ts';
import type { MockStore, MockTables, Report } from '../store.ts';
import { createStore, pair } from '../store.ts';
import { cities, distanceKm } from './cities.ts';
import { createMemberRecord, toDetail, toSummary } from './factories.ts';
import type { MemberRecord, Relationship } from './factories.ts';
import { sampleFaker as seeded } from '@app/demo-data';
import { keysetPage } from './keyset.ts';
import type { Keyed } from './keyset.ts';

export type { Report } from '../store.ts';
export { BlockedError, MemberNotFoundError, SelfActionError };

export interface CommunityOptions {
  /** Members in the community, ids 1..memberCount (default 120). */
  memberCount?: number;
  /** The logged-in member of stand-alone discovery scenarios (default 1). */
  viewerId?: number;
  /** Seed likes, views and blocks around the viewer (default true); false starts with empty lists. */
  withActivity?: boolean;
  /** Overrides for generated members, by id (e.g. a long name, no photos). */
  members?: Record<number, Partial<MemberRecord>>;
  /** Members added beside the generated ones (e.g. the session's demo members). */
  extraMembers?: readonly MemberRecord[];
  /** Members whose lists are seeded with activity (default: the viewer). */
  activityFor?: readonly number[];
  now?: Date;
}

export type Paging = { cursor?: string | undefined; limit: number };
export type Page<T> = { items: T[]; nextCursor: string | null; total: number };

const ms = (date: Date) => date.getTime();

/** Fills the store's community: members 1..memberCount (plus extras) and activity around `activityFor`. */
export function seedCommunity(store: MockTables, options: CommunityOptions = {}): void {
  const { memberCount = 120, viewerId = 1, withActivity = true, now = MOCK_NOW } = options;
  for (let id = 1; id <= memberCount; id += 1) {
    store.community.set(id, createMemberRecord(id, options.members?.[id]));
  }
  for (const member of options.extraMembers ?? []) store.community.set(member.id, member);
  if (!withActivity) return;
  const isBlocked = (a: number, b: number) => store.blocks.has(pair(a, b)) || store.blocks.has(pair(b, a));
  /** Likes, views and blocks around `viewer`: full lists (several pages), and one member who blocked them. */
  for (const viewer of options.activityFor ?? [viewerId]) {
    const f = seeded(-viewer);
    const others = [...store.community.keys()].filter((id) => id !== viewer && id <= memberCount);
    const at = () => ms(minutesBefore(now, f.number.int({ min: 5, max: 60 * 24 * 40 })));
    const block = (from: number, to: number, time: number) => {
      if (!store.blocks.has(pair(from, to))) store.blocks.set(pair(from, to), time);
      store.likes.delete(pair(from, to));
      store.likes.delete(pair(to, from));
    };
    for (const id of f.helpers.arrayElements(others, 34)) store.likes.set(pair(id, viewer), at());
    for (const id of f.helpers.arrayElements(others, 22)) store.likes.set(pair(viewer, id), at());
    for (const id of f.helpers.arrayElements(others, 40)) store.views.set(pair(id, viewer), at());
    for (const id of f.helpers.arrayElements(others, 4)) block(viewer, id, at());
    const blockedMe = others.find((id) => !isBlocked(viewer, id));
    if (blockedMe !== undefined) block(blockedMe, viewer, at());
  }
}

/** A stand-alone community (a fresh store seeded with `options`) and its rules: discovery's own scenarios and tests. */
export function createCommunity(options: CommunityOptions = {}): Community {
  const store = createStore((s) => seedCommunity(s, options));
  return communityOf(store, options);
}

/** Discovery's rules over `store`'s tables, read at every call (so `store.reset()` is seen at once). */
export function communityOf(store: MockStore, options: Pick<CommunityOptions, 'viewerId' | 'now'> = {}) {
  const { viewerId = 1, now = MOCK_NOW } = options;
  const members = { get: (id: number) => store.community.get(id), values: () => store.community.values() };

  function requireMember(id: number): MemberRecord {
    const member = members.get(id);
    if (!member) throw new MemberNotFoundError(`No member ${id}`);
    return member;
  }

  /** A block in either direction. */
  const isBlocked = (a: number, b: number) => store.blocks.has(pair(a, b)) || store.blocks.has(pair(b, a));

  const relationship = (viewer: number, id: number): Relationship => ({
    likedByMe: store.likes.has(pair(viewer, id)),
    likesMe: store.likes.has(pair(id, viewer)),
    blockedByMe: store.blocks.has(pair(viewer, id)),
  });

  const summaryFor = (viewer: number, id: number): MemberSummary =>
    toSummary(requireMember(id), relationship(viewer, id), now);

  function checkAction(from: number, to: number) {
    if (from === to) throw new SelfActionError('You cannot do that to yourself');
    requireMember(to);
  }

  /**
   * A member who blocked `from` (and whom `from` has not blocked too) does not exist for them (404, as on the
   * server): a block is never revealed.
   */
  function requireVisibleTo(from: number, to: number) {
    if (store.blocks.has(pair(to, from)) && !store.blocks.has(pair(from, to)))
      throw new MemberNotFoundError(errorCopy.not_found('This member'));
  }

  function like(from: number, to: number) {
    checkAction(from, to);
    if (store.blocks.has(pair(to, from))) throw new MemberNotFoundError(errorCopy.not_found('This member'));
    if (store.blocks.has(pair(from, to)))
      throw new BlockedError(errorCopy.blocked('this member', 'like them'));
    if (!store.likes.has(pair(from, to))) store.likes.set(pair(from, to), ms(now));
    return { memberId: to, likedByMe: true, mutual: store.likes.has(pair(to, from)) };
  }

  function unlike(from: number, to: number) {
    checkAction(from, to);
    if (store.blocks.has(pair(to, from))) throw new MemberNotFoundError(errorCopy.not_found('This member'));
    store.likes.delete(pair(from, to));
    return { memberId: to, likedByMe: false, mutual: false };
  }

  function block(from: number, to: number, at = ms(now)) {
    checkAction(from, to);
    requireVisibleTo(from, to);
    if (!store.blocks.has(pair(from, to))) store.blocks.set(pair(from, to), at);
    store.likes.delete(pair(from, to));
    store.likes.delete(pair(to, from));
    return { memberId: to, blocked: true };
  }

  function unblock(from: number, to: number) {
    checkAction(from, to);
    requireVisibleTo(from, to);
    store.blocks.delete(pair(from, to));
    return { memberId: to, blocked: false };
  }

  function report(from: number, to: number, reason: ReportReason, text?: string) {
    checkAction(from, to);
    requireVisibleTo(from, to);
    const entry = { id: store.reports.length + 1, from, memberId: to, reason, text, at: iso(now) };
    store.reports.push(entry);
    return entry;
  }

  /** Another member's profile as the viewer sees it; hidden if they blocked the viewer. */
  function profileFor(viewer: number, id: number): ProfileDetail {
    if (viewer === id) throw new SelfActionError('This is your own profile');
    const member = requireMember(id);
    if (store.blocks.has(pair(id, viewer))) throw new MemberNotFoundError(`No member ${id}`);
    return toDetail(member, relationship(viewer, id), now);
  }

  /** Opens a profile: as `profileFor`, and records a view unless the viewer blocked them. */
  function viewProfile(viewer: number, id: number): ProfileDetail {
    const profile = profileFor(viewer, id);
    if (!profile.blockedByMe) store.views.set(pair(viewer, id), ms(now));
    return profile;
  }

  /** (other member, time) pairs of one list, before paging. */
  function listEntries(viewer: number, kind: ListKind): Keyed[] {
    const incoming = (map: Map<string, number>) =>
      [...map].flatMap(([key, at]) => {
        const [from, to] = key.split('>').map(Number) as [number, number];
        return to === viewer ? [{ id: from, at }] : [];
      });
    const outgoing = (map: Map<string, number>) =>
      [...map].flatMap(([key, at]) => {
        const [from, to] = key.split('>').map(Number) as [number, number];
        return from === viewer ? [{ id: to, at }] : [];
      });
    const visible = (entries: Keyed[]) => entries.filter((e) => !isBlocked(viewer, e.id));
    switch (kind) {
      case 'who-viewed-me':
        return visible(incoming(store.views));
      case 'who-liked-me':
        return visible(incoming(store.likes));
      case 'who-i-like':
        return visible(outgoing(store.likes));
      case 'mutual-likes':
        return visible(outgoing(store.likes)).flatMap((mine) => {
          const theirs = store.likes.get(pair(mine.id, viewer));
          return theirs === undefined ? [] : [{ id: mine.id, at: Math.max(mine.at, theirs) }];
        });
      case 'blocklist':
        return outgoing(store.blocks);
    }
  }

  function list(viewer: number, kind: ListKind, paging: Paging): Page<ListEntry> {
    const page = keysetPage(listEntries(viewer, kind), (e) => e, paging);
    return { ...page, items: page.items.map((e) => ({ ...summaryFor(viewer, e.id), at: iso(e.at) })) };
  }

  /** Entry counts of the five lists (what the counters show). */
  function listCounts(viewer: number): Record<ListKind, number> {
    return Object.fromEntries(listKinds.map((kind) => [kind, listEntries(viewer, kind).length])) as Record<
      ListKind,
      number
    >;
  }

  /** Members the viewer may see: not the viewer, no block either way. */
  const visibleMembers = (viewer: number) =>
    [...members.values()].filter((m) => m.id !== viewer && !isBlocked(viewer, m.id));

  function search(viewer: number, filters: SearchFilters): Page<SearchResult> {
    const origin = requireMember(viewer).city;
    const city = filters.city === undefined ? undefined : findCityFilter(filters.city);
    const matches = visibleMembers(viewer).filter(
      (m) =>
        m.age >= filters.ageMin &&
        m.age <= filters.ageMax &&
        (filters.seeking === undefined || m.gender === filters.seeking) &&
        (city === undefined || sameCity(m.city, city)) &&
        (filters.distanceKm === undefined || distanceKm(origin, m.city) <= filters.distanceKm) &&
        (!filters.hasPhoto || m.photos.length > 0) &&
        (!filters.verified || m.verified) &&
        (!filters.onlineRecently || toSummary(m, undefined, now).onlineRecently),
    );
    const page = keysetPage(matches, (m) => ({ at: ms(m.lastActiveAt), id: m.id }), filters);
    return {
      ...page,
      items: page.items.map((m) => ({ ...summaryFor(viewer, m.id), distanceKm: distanceKm(origin, m.city) })),
    };
  }

  function interestedInMe(viewer: number, paging: Paging): Page<ListEntry> {
    const me = requireMember(viewer);
    const fits = visibleMembers(viewer).filter((m) => m.seeking.includes(me.gender));
    const page = keysetPage(fits, (m) => ({ at: ms(m.lastActiveAt), id: m.id }), paging);
    return {
      ...page,
      items: page.items.map((m) => ({ ...summaryFor(viewer, m.id), at: iso(m.lastActiveAt) })),
    };
  }

  function newsfeed(viewer: number, paging: Paging): Page<NewsfeedItem> {
    type Event = { kind: NewsfeedItem['kind']; member: MemberRecord; at: number; key: number };
    const events = visibleMembers(viewer).flatMap((m): Event[] => {
      const list: Event[] = [{ kind: 'new_member', member: m, at: ms(m.joinedAt), key: m.id * 3 }];
      if (m.photoAddedAt)
        list.push({ kind: 'photo_added', member: m, at: ms(m.photoAddedAt), key: m.id * 3 + 1 });
      if (m.verifiedAt) list.push({ kind: 'verified', member: m, at: ms(m.verifiedAt), key: m.id * 3 + 2 });
      return list;
    });
    const page = keysetPage(events, (e) => ({ at: e.at, id: e.key }), paging);
    return {
      ...page,
      items: page.items.map((e) => ({
        id: `${e.kind}-${e.member.id}`,
        kind: e.kind,
        member: summaryFor(viewer, e.member.id),
        at: iso(e.at),
      })),
    };
  }

  return {
    viewerId,
    now,
    cities,
    store,
    member: (id: number) => members.get(id),
    summaryFor,
    like,
    unlike,
    block,
    unblock,
    report,
    profileFor,
    viewProfile,
    list,
    listCounts,
    search,
    interestedInMe,
    newsfeed,
    isBlocked,
    /** Has `from` blocked `to` (one direction)? */
    hasBlocked: (from: number, to: number) => store.blocks.has(pair(from, to)),
    /** Reports stored so far (newest last). */
    get reports() {
      return store.reports as readonly Report[];
    },
    /** Has `from` viewed `to`'s profile? */
    hasViewed: (from: number, to: number) => store.views.has(pair(from, to)),
    pageSizes: discoveryPageSizes,
  };
}

export type Community = ReturnType<typeof communityOf>;

/** A city filter is a name ('Portland') or 'name, region' ('Portland, Maine'). */
function findCityFilter(value: string): { name: string; region: string | undefined } {
  const [name = '', region] = value.split(',').map((part) => part.trim());
  return { name, region };
}
function sameCity(a: { name: string; region: string }, b: { name: string; region: string | undefined }) {
  return (
    a.name.toLowerCase() === b.name.toLowerCase() &&
    (b.region === undefined || a.region.toLowerCase() === b.region.toLowerCase())
  );
}
