// The five member lists, 12 a page, newest first, paged by key (the list's timestamp, then the other member's id):
// each page is one walk down an index, so page 50 costs what page 1 costs. Members across a block either way and
// disabled profiles are left out (the blocklist itself shows everyone the member blocked).
import type { ListKind } from '@app/contract';
import type { SQL, SQLWrapper } from 'drizzle-orm';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database.ts';
import { blocks, likes, memberListTotals, mutualLikes, profileViews } from '../../db/schema.ts';
import { notBlockedEitherWay, notHiddenProfile } from '../../db/visibility.ts';
import { notDisabled } from '../../db/member-row.ts';
import type { KnownFlags } from '../../db/member-card.ts';
import { cardsOfPage, pageColumns } from '../../db/member-page.ts';
import type { PageCursor } from '../../db/page-cursor.ts';
import { pageWithTotal } from '../../db/page-cursor.ts';
import { mappedOnce, pinned, preparedStatements } from '../../db/prepared.ts';
import { BOOSTED_FIRST_MAX, boostRunning, notLeadingBoosted } from './boosts.ts';

interface ListSource {
  table: PgTable;
  /** The list's owner (the viewer). */
  owner: PgColumn;
  /** The member each entry shows. */
  other: PgColumn;
  /** The entry's time, the list's order. */
  at: PgColumn;
  /** Hide entries across a block and disabled profiles (every list but the blocklist). */
  hidesBlocked: boolean;
  /**
   * Hide members who hid their profile (settings): the lists that show what others did to the viewer (viewed,
   * liked). The viewer's own likes, mutual likes and blocklist keep them: the viewer already knows them.
   */
  hidesHidden: boolean;
  /** The list's total in member_list_totals (kept by triggers: drizzle/0010_list_totals.sql). */
  total: PgColumn;
  /** The like flags every entry has, by what the list is. */
  known: KnownFlags;
}

// Index behind each: profile_views_viewed_idx, likes_liked_idx, likes_liker_at_idx, mutual_likes_member_at_idx,
// blocks_blocker_at_idx (see apps/server/README.md, "Discovery queries").
const sources: Record<ListKind, ListSource> = {
  'who-viewed-me': {
    table: profileViews,
    owner: profileViews.viewedId,
    other: profileViews.viewerId,
    at: profileViews.viewedAt,
    total: memberListTotals.whoViewedMe,
    hidesBlocked: true,
    hidesHidden: true,
    known: {},
  },
  'who-liked-me': {
    table: likes,
    owner: likes.likedId,
    other: likes.likerId,
    at: likes.createdAt,
    total: memberListTotals.whoLikedMe,
    hidesBlocked: true,
    hidesHidden: true,
    known: { likesMe: true },
  },
  'who-i-like': {
    table: likes,
    owner: likes.likerId,
    other: likes.likedId,
    at: likes.createdAt,
    total: memberListTotals.whoILike,
    hidesBlocked: true,
    hidesHidden: false,
    known: { likedByMe: true },
  },
  'mutual-likes': {
    table: mutualLikes,
    owner: mutualLikes.memberId,
    other: mutualLikes.otherId,
    at: mutualLikes.matchedAt,
    total: memberListTotals.mutualLikes,
    hidesBlocked: true,
    hidesHidden: false,
    known: { likedByMe: true, likesMe: true },
  },
  blocklist: {
    table: blocks,
    owner: blocks.blockerId,
    other: blocks.blockedId,
    at: blocks.createdAt,
    total: memberListTotals.blocklist,
    hidesBlocked: false,
    hidesHidden: false,
    known: {},
  },
};

/** The entries of `source` that `viewer` (an id or a placeholder) sees. */
const shown = (source: ListSource, viewer: number | SQLWrapper): SQL | undefined =>
  and(
    eq(source.owner, viewer),
    source.hidesBlocked ? notDisabled(source.other) : undefined,
    source.hidesBlocked ? notBlockedEitherWay(viewer, source.other) : undefined,
    source.hidesHidden ? notHiddenProfile(source.other) : undefined,
  );

/**
 * The number of entries in the member's list `kind`, as a scalar subquery: the list's total on its page 1 and its
 * badge counter (counters.ts) are the same figure. Read from member_list_totals, which triggers keep equal to
 * `countedListTotal` under every write (likes, views, mutual likes, blocks, disabling, hiding, deleting a member).
 */
export const listTotal = (kind: ListKind, memberId: number | SQLWrapper): SQL<number> =>
  sql<number>`coalesce((select ${sources[kind].total} from ${memberListTotals}
    where ${memberListTotals.memberId} = ${memberId}::int), 0)`.mapWith(Number);

/** The same total counted over the list's entries (O(entries)): what the triggers' figure must equal. */
export const countedListTotal = (kind: ListKind, memberId: number): SQL<number> =>
  sql<number>`(select count(*)::int from ${sources[kind].table} where ${shown(sources[kind], memberId)})`.mapWith(
    Number,
  );

export function listsRepository(db: Database) {
  const viewer = sql.placeholder('viewer');
  // Boosts: the list's members with a boost running lead page 1 (boosts.ts); not in the blocklist.
  const boosts = (kind: ListKind) => sources[kind].hidesBlocked;
  const topBoosted = (source: ListSource) =>
    db
      .select({ id: sql`${source.other}` })
      .from(source.table)
      .where(and(shown(source, viewer), boostRunning(source.other)))
      .orderBy(desc(source.at), desc(source.other))
      .limit(BOOSTED_FIRST_MAX);
  /**
   * One statement a page. Page 1 of a list with boosts reads its boosted lead (`lead` set, at most
   * BOOSTED_FIRST_MAX rows) and the regular walk that leaves them out in one UNION ALL, and its total in the same
   * statement (one primary-key probe of member_list_totals): one round trip to the database.
   */
  const pageQuery = (kind: ListKind, afterCursor: boolean, limit: number) => {
    const source = sources[kind];
    const walk = (lead: boolean) =>
      db.select({
        ...pageColumns(source.other, source.at),
        lead: sql<boolean>`${sql.raw(String(lead))}`.as('page_lead'),
      });
    const regular = walk(false)
      .from(source.table)
      .where(
        and(
          shown(source, viewer),
          boosts(kind) ? notLeadingBoosted(source.other, topBoosted(source)) : undefined,
          afterCursor
            ? sql`(${source.at}, ${source.other}) < (${sql.placeholder('at')}::timestamptz, ${sql.placeholder('id')}::int)`
            : undefined,
        ),
      )
      .orderBy(desc(source.at), desc(source.other))
      .limit(limit + 1);
    const lead = walk(true)
      .from(source.table)
      .where(and(shown(source, viewer), boostRunning(source.other)))
      .orderBy(desc(source.at), desc(source.other))
      .limit(BOOSTED_FIRST_MAX);
    const page = (!afterCursor && boosts(kind) ? lead.unionAll(regular) : regular).as('page');
    return mappedOnce(
      cardsOfPage(
        db,
        viewer,
        page,
        {
          lead: page.lead,
          total: (afterCursor ? sql<number | null>`null::int` : listTotal(kind, viewer)).as('page_total'),
        },
        source.known,
      ).prepare(pinned(`list_${kind}_${afterCursor ? 'after' : 'first'}_${limit}`)),
    );
  };
  const totalQuery = (kind: ListKind) =>
    db
      .select({ total: listTotal(kind, viewer) })
      .from(sql`(select 1) as one`)
      .prepare(pinned(`list_total_${kind}`));
  const pages = preparedStatements<ReturnType<typeof pageQuery>>();
  const totals = preparedStatements<ReturnType<typeof totalQuery>>();

  return {
    /**
     * One page of `kind` for `memberId` after `cursor`, and the list's total: counted for page 1, the cursor's on
     * later pages (page-cursor.ts).
     */
    async page(memberId: number, kind: ListKind, cursor: PageCursor | null, limit: number) {
      const after = cursor?.after;
      const page = pages(`${kind}_${after ? 'after' : 'first'}_${limit}`, () =>
        pageQuery(kind, after !== undefined, limit),
      );
      const found = await page.execute({ viewer: memberId, at: after?.[0], id: after?.[1] });
      const boosted = found.filter((row) => row.lead);
      const rows = boosted.length > 0 ? found.filter((row) => !row.lead) : found;
      // Page 1's rows carry the total; an empty page 1 asks.
      const total =
        cursor?.total ??
        found[0]?.total ??
        (await totals(kind, () => totalQuery(kind)).execute({ viewer: memberId }))[0]?.total ??
        0;
      // Page 1: the boosted lead, then the regular walk fills the rest; its last row is the cursor.
      const page1 = pageWithTotal(
        rows,
        limit - boosted.length,
        (row) => [row.position, row.member.id],
        total,
      );
      return { ...page1, rows: [...boosted, ...page1.rows] };
    },
  };
}
