// The stateful in-memory community behind the discovery handlers: likes, views, blocks and reports change what
// lists, search, feeds and profiles answer, so a like really shows in "who I like" and a block hides both ways.
import { discoveryPageSizes, listKinds } from '@app/contract';
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
import { cities, distanceKm } from './cities.ts';
import { createMemberRecord, toDetail, toSummary } from './factories.ts';
import type { MemberRecord, Relationship } from './factories.ts';
import { seeded } from './faker.ts';
import { keysetPage } from './keyset.ts';
import type { Keyed } from './keyset.ts';
import { DISCOVERY_NOW, iso, minutesBefore } from './time.ts';

export interface Report {
  id: number;
  from: number;
  memberId: number;
  reason: ReportReason;
  text: string | undefined;
  at: string;
}

export interface DiscoveryStoreOptions {
  /** Members in the community, ids 1..memberCount (default 120). */
  memberCount?: number;
  /** The logged-in member (default 1). */
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

/** Raised for a missing member, or one hidden by a block the other member made. */
export class MemberNotFoundError extends Error {}
/** Raised when an action crosses a block. */
export class BlockedError extends Error {}
/** Raised when a member acts on themselves. */
export class SelfActionError extends Error {}

const pair = (from: number, to: number) => `${from}>${to}`;
const ms = (date: Date) => date.getTime();

export function createDiscoveryStore(options: DiscoveryStoreOptions = {}) {
  const { memberCount = 120, viewerId = 1, withActivity = true, now = DISCOVERY_NOW } = options;
  const members = new Map<number, MemberRecord>();
  for (let id = 1; id <= memberCount; id += 1) {
    members.set(id, createMemberRecord(id, options.members?.[id]));
  }
  for (const member of options.extraMembers ?? []) members.set(member.id, member);
  /** from>to → time of the like / block / latest view (ms). */
  const likes = new Map<string, number>();
  const blocks = new Map<string, number>();
  const views = new Map<string, number>();
  const reports: Report[] = [];

  /** Likes, views and blocks around `viewer`: full lists (several pages), and one member who blocked them. */
  function seedActivity(viewer: number) {
    const f = seeded(-viewer);
    const others = [...members.keys()].filter((id) => id !== viewer && id <= memberCount);
    const at = () => ms(minutesBefore(now, f.number.int({ min: 5, max: 60 * 24 * 40 })));
    for (const id of f.helpers.arrayElements(others, 34)) likes.set(pair(id, viewer), at());
    for (const id of f.helpers.arrayElements(others, 22)) likes.set(pair(viewer, id), at());
    for (const id of f.helpers.arrayElements(others, 40)) views.set(pair(id, viewer), at());
    for (const id of f.helpers.arrayElements(others, 4)) block(viewer, id, at());
    const blockedMe = others.find((id) => !isBlocked(viewer, id));
    if (blockedMe !== undefined) block(blockedMe, viewer, at());
  }

  function requireMember(id: number): MemberRecord {
    const member = members.get(id);
    if (!member) throw new MemberNotFoundError(`No member ${id}`);
    return member;
  }

  /** A block in either direction. */
  const isBlocked = (a: number, b: number) => blocks.has(pair(a, b)) || blocks.has(pair(b, a));

  const relationship = (viewer: number, id: number): Relationship => ({
    likedByMe: likes.has(pair(viewer, id)),
    likesMe: likes.has(pair(id, viewer)),
    blockedByMe: blocks.has(pair(viewer, id)),
  });

  const summaryFor = (viewer: number, id: number): MemberSummary =>
    toSummary(requireMember(id), relationship(viewer, id), now);

  function checkAction(from: number, to: number) {
    if (from === to) throw new SelfActionError('You cannot do that to yourself');
    requireMember(to);
  }

  function like(from: number, to: number) {
    checkAction(from, to);
    if (isBlocked(from, to)) throw new BlockedError('You cannot like this member');
    if (!likes.has(pair(from, to))) likes.set(pair(from, to), ms(now));
    return { memberId: to, likedByMe: true, mutual: likes.has(pair(to, from)) };
  }

  function unlike(from: number, to: number) {
    checkAction(from, to);
    likes.delete(pair(from, to));
    return { memberId: to, likedByMe: false, mutual: false };
  }

  function block(from: number, to: number, at = ms(now)) {
    checkAction(from, to);
    if (!blocks.has(pair(from, to))) blocks.set(pair(from, to), at);
    likes.delete(pair(from, to));
    likes.delete(pair(to, from));
    return { memberId: to, blocked: true };
  }

  function unblock(from: number, to: number) {
    checkAction(from, to);
    blocks.delete(pair(from, to));
    return { memberId: to, blocked: false };
  }

  function report(from: number, to: number, reason: ReportReason, text?: string) {
    checkAction(from, to);
    const entry = { id: reports.length + 1, from, memberId: to, reason, text, at: iso(now) };
    reports.push(entry);
    return entry;
  }

  /** Another member's profile as the viewer sees it; hidden if they blocked the viewer. */
  function profileFor(viewer: number, id: number): ProfileDetail {
    if (viewer === id) throw new SelfActionError('This is your own profile');
    const member = requireMember(id);
    if (blocks.has(pair(id, viewer))) throw new MemberNotFoundError(`No member ${id}`);
    return toDetail(member, relationship(viewer, id), now);
  }

  /** Opens a profile: as `profileFor`, and records a view unless the viewer blocked them. */
  function viewProfile(viewer: number, id: number): ProfileDetail {
    const profile = profileFor(viewer, id);
    if (!profile.blockedByMe) views.set(pair(viewer, id), ms(now));
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
        return visible(incoming(views));
      case 'who-liked-me':
        return visible(incoming(likes));
      case 'who-i-like':
        return visible(outgoing(likes));
      case 'mutual-likes':
        return visible(outgoing(likes)).flatMap((mine) => {
          const theirs = likes.get(pair(mine.id, viewer));
          return theirs === undefined ? [] : [{ id: mine.id, at: Math.max(mine.at, theirs) }];
        });
      case 'blocklist':
        return outgoing(blocks);
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

  if (withActivity) for (const id of options.activityFor ?? [viewerId]) seedActivity(id);

  return {
    viewerId,
    now,
    cities,
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
    hasBlocked: (from: number, to: number) => blocks.has(pair(from, to)),
    /** Reports stored so far (newest last). */
    reports: reports as readonly Report[],
    /** Has `from` viewed `to`'s profile? */
    hasViewed: (from: number, to: number) => views.has(pair(from, to)),
    pageSizes: discoveryPageSizes,
  };
}

export type DiscoveryStore = ReturnType<typeof createDiscoveryStore>;

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
