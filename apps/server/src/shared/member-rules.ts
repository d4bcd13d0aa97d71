// What every feature that shows other members shares (discovery, interests, invites): cursor parsing, the
// member-facing errors (the same bodies the MSW handlers answer with), and shaping a page of dated member cards.
import { errorCodes, errorCopy } from '@app/contract';
import { toMemberSummary } from '../db/member-card.ts';
import type { PageCursor } from '../db/page-cursor.ts';
import { decodePageCursor } from '../db/page-cursor.ts';
import { ApiError } from '../http/errors.ts';

/** The position (and page 1's total) a cursor names; 400 naming `cursor` when it is not one of ours. */
export function parseCursor(cursor: string | undefined): PageCursor | null {
  if (cursor === undefined) return null;
  const after = decodePageCursor(cursor);
  if (!after)
    throw new ApiError(400, errorCodes.invalidRequest, 'The cursor is not valid for this list', 'cursor');
  return after;
}

/** 400 naming `field` when a member acts on themselves. */
export function refuseSelf(memberId: number, otherId: number, field: 'memberId' | 'id'): void {
  if (memberId === otherId)
    throw new ApiError(400, errorCodes.invalidRequest, 'You cannot do that to yourself', field);
}

/** A missing or disabled member, or one who blocked the viewer: to the viewer they do not exist. */
export const memberNotFound = () =>
  new ApiError(404, errorCodes.notFound, errorCopy.not_found('This member'));

/** A cursor position as the database writes it (db/cursor.ts): UTC with microseconds. */
const POSITION_SHAPE = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/;

/**
 * The list's timestamp, from a cursor position (UTC text with microseconds), as ISO 8601 with milliseconds: the
 * position cut to milliseconds, as Date would (it truncates), without parsing a Date per card.
 */
export const isoFromPosition = (position: string) =>
  POSITION_SHAPE.test(position) ? `${position.slice(0, 23)}Z` : new Date(position).toISOString();

/** A page of members, each with the time the page is ordered by (`at`): a list or a feed. */
export function datedMembersPage(page: {
  rows: readonly { member: Parameters<typeof toMemberSummary>[0]; position: string }[];
  nextCursor: string | null;
  total: number;
}) {
  const now = new Date();
  return {
    items: page.rows.map((row) =>
      Object.assign(toMemberSummary(row.member, now), { at: isoFromPosition(row.position) }),
    ),
    nextCursor: page.nextCursor,
    total: page.total,
  };
}
