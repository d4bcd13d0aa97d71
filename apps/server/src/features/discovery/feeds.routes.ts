import { interestedInMeFeed, newsfeed } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../http/route.ts';
import { toMemberSummary } from '../../db/member-card.ts';
import { datedMembersPage, isoFromPosition, parseCursor } from './rules.ts';

/** The interest feeds, 14 a page: interested in me, and the newsfeed. */
export default async function feedRoutes(app: FastifyInstance) {
  contractRoute(app, interestedInMeFeed, 'member', async ({ member, query }) => {
    const page = await app.repos.feeds.interestedIn(member, parseCursor(query.cursor), query.limit);
    return { data: datedMembersPage(page) };
  });

  contractRoute(app, newsfeed, 'member', async ({ member, query }) => {
    const page = await app.repos.feeds.newsfeed(member.id, parseCursor(query.cursor), query.limit);
    const now = new Date();
    return {
      data: {
        items: page.rows.map((row) => ({
          id: `${row.kind}-${row.member.id}`,
          kind: row.kind,
          member: toMemberSummary(row.member, now),
          at: isoFromPosition(row.position),
        })),
        nextCursor: page.nextCursor,
        total: page.total,
      },
    };
  });
}
