// The interest feeds, 14 a page, paged by key: interested in me (members seeking the viewer's gender, most recently
// active first, down members_active_idx) and the newsfeed (member_events, newest first, down member_events_at_idx).
// Totals as in search: a community-wide count minus the viewer's part (what is hidden from them), both cached
// (count-cache.ts).
import type { NewsfeedKind } from '@app/contract';
import type { SQL } from 'drizzle-orm';
import { and, count, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database.ts';
import type { Member } from '../../db/schema.ts';
import { memberEvents, members } from '../../db/schema.ts';
import { isHiddenFrom, notBlockedEitherWay, notHiddenProfile } from '../../db/visibility.ts';
import type { CountCache } from '../../db/count-cache.ts';
import { memberRowId, notDisabled } from '../../db/member-row.ts';
import { cardsOfPage, pageColumns } from '../../db/member-page.ts';
import type { PageCursor } from '../../db/page-cursor.ts';
import { pageWithTotal } from '../../db/page-cursor.ts';
import { UNNAMED, literalLimit, mappedOnce, pinned, preparedStatements } from '../../db/prepared.ts';

export function feedsRepository(db: Database, totals: CountCache) {
  const viewer = sql.placeholder('viewer');
  const afterPosition = (time: PgColumn, id: PgColumn) =>
    sql`(${time}, ${id}) < (${sql.placeholder('at')}::timestamptz, ${sql.placeholder('id')}::int)`;
  const fits = and(
    isNull(members.disabledAt),
    eq(members.hidden, false),
    sql`${sql.placeholder('gender')}::text = any(${members.seeking})`,
  );
  const active = and(notDisabled(memberEvents.memberId), notHiddenProfile(memberEvents.memberId));

  const interestedPage = (afterCursor: boolean, limit: number) =>
    mappedOnce(
      cardsOfPage(
        db,
        viewer,
        db
          .select(pageColumns(members.id, members.lastActiveAt))
          .from(members)
          .where(
            and(
              fits,
              ne(members.id, viewer),
              notBlockedEitherWay(viewer, memberRowId),
              afterCursor ? afterPosition(members.lastActiveAt, members.id) : undefined,
            ),
          )
          .orderBy(desc(members.lastActiveAt), desc(members.id))
          .limit(limit + 1)
          .as('page'),
      ).prepare(UNNAMED),
    );

  /** One newsfeed page: events newest first, then their members' cards. */
  const newsfeedPage = (afterCursor: boolean, limit: number) => {
    const page = db
      .select({
        ...pageColumns(memberEvents.memberId, memberEvents.at, memberEvents.id),
        kind: sql<NewsfeedKind>`${memberEvents.kind}`.as('page_kind'),
      })
      .from(memberEvents)
      .where(
        and(
          active,
          ne(memberEvents.memberId, viewer),
          notBlockedEitherWay(viewer, memberEvents.memberId),
          afterCursor ? afterPosition(memberEvents.at, memberEvents.id) : undefined,
        ),
      )
      .orderBy(desc(memberEvents.at), desc(memberEvents.id))
      .limit(literalLimit(limit + 1))
      .as('page');
    // No filter but the viewer's own blocks: the walk down member_events_at_idx is its plan for any viewer and
    // cursor, so it is named (db/prepared.ts), with its LIMIT written in.
    return mappedOnce(
      cardsOfPage(db, viewer, page, { kind: page.kind }).prepare(
        pinned(`newsfeed_${afterCursor ? 'after' : 'first'}_${limit}`),
      ),
    );
  };

  // The viewer's parts of the totals are driven by the viewer's few blocks (primary-key probes): named.
  const countMembers = (where: SQL | undefined, name = UNNAMED) =>
    db.select({ n: count() }).from(members).where(where).prepare(name);
  const countEvents = (where: SQL | undefined, name = UNNAMED) =>
    db.select({ n: count() }).from(memberEvents).where(where).prepare(name);
  const counts = {
    interested: countMembers(fits),
    interestedHidden: countMembers(
      and(fits, isHiddenFrom(viewer, members.id)),
      pinned('interested_count_hidden'),
    ),
    newsfeed: countEvents(active),
    newsfeedHidden: countEvents(
      and(active, isHiddenFrom(viewer, memberEvents.memberId)),
      pinned('newsfeed_count_hidden'),
    ),
  };
  const first = <T extends { n: number }>(rows: T[]) => rows[0]?.n ?? 0;
  const interestedPages = preparedStatements<ReturnType<typeof interestedPage>>();
  const newsfeedPages = preparedStatements<ReturnType<typeof newsfeedPage>>();
  const cursorValues = (cursor: PageCursor | null) => ({ at: cursor?.after[0], id: cursor?.after[1] });

  return {
    /** Active members whose own preferences fit the viewer (they seek the viewer's gender). */
    async interestedIn(member: Pick<Member, 'id' | 'gender'>, cursor: PageCursor | null, limit: number) {
      const values = { viewer: member.id, gender: member.gender };
      const page = interestedPages(`interested_${cursor ? 'after' : 'first'}_${limit}`, () =>
        interestedPage(cursor !== null, limit),
      );
      const [rows, total] = await Promise.all([
        page.execute({ ...values, ...cursorValues(cursor) }),
        cursor?.total ??
          Promise.all([
            totals.get(`interested-in:${member.gender}`, () => counts.interested.execute(values).then(first)),
            totals.getForViewer(member.id, `interested-in:${member.gender}`, () =>
              counts.interestedHidden.execute(values).then(first),
            ),
          ]).then(([everyone, hidden]) => Math.max(0, everyone - hidden)),
      ]);
      return pageWithTotal(rows, limit, (row) => [row.position, row.member.id], total);
    },

    /** Recent events of the community: new members, new photos, verifications; the viewer's own are left out. */
    async newsfeed(viewerId: number, cursor: PageCursor | null, limit: number) {
      const page = newsfeedPages(`newsfeed_${cursor ? 'after' : 'first'}_${limit}`, () =>
        newsfeedPage(cursor !== null, limit),
      );
      const counting = cursor?.total === undefined;
      const [rows, everyone, hidden] = await Promise.all([
        page.execute({ viewer: viewerId, ...cursorValues(cursor) }),
        counting ? totals.get('newsfeed', () => counts.newsfeed.execute({}).then(first)) : 0,
        counting
          ? totals.getForViewer(viewerId, 'newsfeed', () =>
              counts.newsfeedHidden.execute({ viewer: viewerId }).then(first),
            )
          : 0,
      ]);
      const total = cursor?.total ?? Math.max(0, everyone - hidden);
      return pageWithTotal(rows, limit, (row) => [row.position, row.id], total);
    },
  };
}
