// The five member lists, 12 a page, newest first, paged by key (the list's timestamp, then the other member's id):
// each page is one walk down an index, so page 50 costs what page 1 costs. Members across a block either way and
// disabled profiles are left out (the blocklist itself shows everyone the member blocked).
import type { ListKind } from '@app/contract';
import type { SQL } from 'drizzle-orm';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database.ts';
import { blocks, likes, mutualLikes, profileViews } from '../db/schema.ts';
import { notBlockedEitherWay } from './blocks.ts';
import { notDisabled } from './member-row.ts';
import { cardsOfPage, pageColumns } from './member-page.ts';
import { afterCursor, pageOfRows } from './messaging-cursor.ts';

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
}

// Index behind each: profile_views_viewed_idx, likes_liked_idx, likes_liker_at_idx, mutual_likes_member_at_idx,
// blocks_blocker_at_idx (see apps/server/README.md, "Discovery queries").
const sources: Record<ListKind, ListSource> = {
  'who-viewed-me': {
    table: profileViews,
    owner: profileViews.viewedId,
    other: profileViews.viewerId,
    at: profileViews.viewedAt,
    hidesBlocked: true,
  },
  'who-liked-me': {
    table: likes,
    owner: likes.likedId,
    other: likes.likerId,
    at: likes.createdAt,
    hidesBlocked: true,
  },
  'who-i-like': {
    table: likes,
    owner: likes.likerId,
    other: likes.likedId,
    at: likes.createdAt,
    hidesBlocked: true,
  },
  'mutual-likes': {
    table: mutualLikes,
    owner: mutualLikes.memberId,
    other: mutualLikes.otherId,
    at: mutualLikes.matchedAt,
    hidesBlocked: true,
  },
  blocklist: {
    table: blocks,
    owner: blocks.blockerId,
    other: blocks.blockedId,
    at: blocks.createdAt,
    hidesBlocked: false,
  },
};

export function listsRepository(db: Database) {
  return {
    /** One page of `kind` for `memberId` after `after` (a decoded cursor), and the list's total. */
    async page(memberId: number, kind: ListKind, after: [string, number] | null, limit: number) {
      const source = sources[kind];
      const shown: SQL | undefined = and(
        eq(source.owner, memberId),
        source.hidesBlocked ? notDisabled(source.other) : undefined,
        source.hidesBlocked ? notBlockedEitherWay(memberId, source.other) : undefined,
      );
      const [rows, [count]] = await Promise.all([
        cardsOfPage(
          db,
          memberId,
          db
            .select(pageColumns(source.other, source.at))
            .from(source.table)
            .where(and(shown, after ? afterCursor(source.at, source.other, after) : undefined))
            .orderBy(desc(source.at), desc(source.other))
            .limit(limit + 1)
            .as('page'),
        ),
        db
          .select({ total: sql<number>`count(*)::int`.mapWith(Number) })
          .from(source.table)
          .where(shown),
      ]);
      const page = pageOfRows(rows, limit, (row) => [row.position, row.member.id]);
      return { ...page, total: count?.total ?? 0 };
    },
  };
}
