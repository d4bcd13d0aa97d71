// The interest feeds, 14 a page, paged by key: interested in me (members seeking the viewer's gender, most recently
// active first, down members_active_idx) and the newsfeed (member_events, newest first, down member_events_at_idx).
// Totals as in search: a cached community-wide count minus what is hidden from the viewer, counted live.
import type { NewsfeedKind } from '@app/contract';
import type { SQL } from 'drizzle-orm';
import { and, count, desc, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import type { Member } from '../db/schema.ts';
import { memberEvents, members } from '../db/schema.ts';
import { isHiddenFrom, notBlockedEitherWay } from './blocks.ts';
import type { CountCache } from './count-cache.ts';
import { memberRowId, notDisabled } from './member-row.ts';
import { cardsOfPage, pageColumns } from './member-page.ts';
import { afterCursor, pageOfRows } from './messaging-cursor.ts';

type After = [string, number] | null;

export function feedsRepository(db: Database, totals: CountCache) {
  const countMembers = async (where: SQL | undefined) => {
    const [row] = await db.select({ n: count() }).from(members).where(where);
    return row?.n ?? 0;
  };
  const countEvents = async (where: SQL | undefined) => {
    const [row] = await db.select({ n: count() }).from(memberEvents).where(where);
    return row?.n ?? 0;
  };

  /** One newsfeed page: events newest first, then their members' cards. */
  const feedPage = (viewerId: number, after: After, limit: number, active: SQL) => {
    const page = db
      .select({
        ...pageColumns(memberEvents.memberId, memberEvents.at, memberEvents.id),
        kind: sql<NewsfeedKind>`${memberEvents.kind}`.as('page_kind'),
      })
      .from(memberEvents)
      .where(
        and(
          active,
          ne(memberEvents.memberId, viewerId),
          notBlockedEitherWay(viewerId, memberEvents.memberId),
          after ? afterCursor(memberEvents.at, memberEvents.id, after) : undefined,
        ),
      )
      .orderBy(desc(memberEvents.at), desc(memberEvents.id))
      .limit(limit + 1)
      .as('page');
    return cardsOfPage(db, viewerId, page, { kind: page.kind });
  };

  return {
    /** Active members whose own preferences fit the viewer (they seek the viewer's gender). */
    async interestedIn(viewer: Pick<Member, 'id' | 'gender'>, after: After, limit: number) {
      const fits = and(isNull(members.disabledAt), sql`${viewer.gender}::text = any(${members.seeking})`);
      const [rows, everyone, hidden] = await Promise.all([
        cardsOfPage(
          db,
          viewer.id,
          db
            .select(pageColumns(members.id, members.lastActiveAt))
            .from(members)
            .where(
              and(
                fits,
                ne(members.id, viewer.id),
                notBlockedEitherWay(viewer.id, memberRowId),
                after ? afterCursor(members.lastActiveAt, members.id, after) : undefined,
              ),
            )
            .orderBy(desc(members.lastActiveAt), desc(members.id))
            .limit(limit + 1)
            .as('page'),
        ),
        totals.get(`interested-in:${viewer.gender}`, () => countMembers(fits)),
        countMembers(and(fits, isHiddenFrom(viewer.id, members.id))),
      ]);
      return {
        ...pageOfRows(rows, limit, (row) => [row.position, row.member.id]),
        total: Math.max(0, everyone - hidden),
      };
    },

    /** Recent events of the community: new members, new photos, verifications; the viewer's own are left out. */
    async newsfeed(viewerId: number, after: After, limit: number) {
      const active = notDisabled(memberEvents.memberId);
      const [rows, everyone, hidden] = await Promise.all([
        feedPage(viewerId, after, limit, active),
        totals.get('newsfeed', () => countEvents(active)),
        countEvents(and(active, isHiddenFrom(viewerId, memberEvents.memberId))),
      ]);
      const page = pageOfRows(rows, limit, (row) => [row.position, row.id]);
      return {
        nextCursor: page.nextCursor,
        total: Math.max(0, everyone - hidden),
        rows: page.rows,
      };
    },
  };
}
