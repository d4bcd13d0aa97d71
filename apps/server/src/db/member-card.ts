// The other member as inbox threads and the hotlist show them (the contract's MemberSummary), selected in the same
// statement as the rows that mention them, plus the flags the messaging rules need (their plan, disabled state).
import type { MemberSummary } from '@app/contract';
import type { SQLWrapper } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { members } from './schema.ts';
import { ageOn, photoUrlAt } from '../shared/wire.ts';
import { memberRowId } from './member-row.ts';

/** "Online" in member cards: active within this many minutes. */
const ONLINE_WINDOW_MS = 15 * 60_000;

/**
 * Flags a query knows from its own rows, written as constants instead of probed: every member in "who liked me"
 * likes the viewer, the viewer likes everyone in "who I like", and both hold in "mutual likes" (its rows come and go
 * with the likes, in the same transaction). Each probe is a walk down the likes primary key a card.
 */
export interface KnownFlags {
  likedByMe?: true;
  likesMe?: true;
}

/** Columns of `members` (joined un-aliased) describing another member as seen by `viewerId`. */
export const memberCardColumns = (viewerId: number | SQLWrapper, known: KnownFlags = {}) => ({
  id: members.id,
  name: members.displayName,
  birthdate: members.birthdate,
  gender: members.gender,
  city: members.city,
  verificationStatus: members.verificationStatus,
  // The contract's ISO text, written by PostgreSQL: a Date parsed and written back by Node cost about 2 µs a card.
  lastActiveAt: sql<string>`to_char(${members.lastActiveAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
  isFullMember: members.isFullMember,
  isPayingMember: members.isPayingMember,
  // Others see approved photos only, at their card size: the member's card photo, kept on their row.
  cardPhotoKey: members.cardPhotoKey,
  cardPhotoUrl: members.cardPhotoUrl,
  // Scalar subqueries on the likes primary key, not EXISTS: PostgreSQL may run an EXISTS as a hashed subplan,
  // reading every like of the viewer on each request (1,500 rows for a popular member) instead of one probe a row.
  likedByMe: known.likedByMe
    ? sql<boolean>`true`
    : sql<boolean>`coalesce((select true from likes l where l.liker_id = ${viewerId}::int
    and l.liked_id = ${memberRowId}), false)`,
  likesMe: known.likesMe
    ? sql<boolean>`true`
    : sql<boolean>`coalesce((select true from likes l where l.liker_id = ${memberRowId}
    and l.liked_id = ${viewerId}::int), false)`,
});

export interface MemberCardRow {
  id: number;
  name: string;
  birthdate: string;
  gender: MemberSummary['gender'];
  city: string;
  verificationStatus: string;
  lastActiveAt: string;
  isFullMember: boolean;
  isPayingMember: boolean;
  cardPhotoKey: string | null;
  cardPhotoUrl: string | null;
  likedByMe: boolean;
  likesMe: boolean;
}

export function toMemberSummary(row: MemberCardRow, now: Date = new Date()): MemberSummary {
  return {
    id: row.id,
    name: row.name,
    age: ageOn(row.birthdate, now),
    gender: row.gender,
    city: row.city,
    photoUrl:
      row.cardPhotoUrl === null
        ? null
        : photoUrlAt({ storageKey: row.cardPhotoKey, url: row.cardPhotoUrl }, 'card'),
    verified: row.verificationStatus === 'verified',
    onlineRecently: now.getTime() - Date.parse(row.lastActiveAt) < ONLINE_WINDOW_MS,
    lastActiveAt: row.lastActiveAt,
    likedByMe: Boolean(row.likedByMe),
    likesMe: Boolean(row.likesMe),
  };
}
