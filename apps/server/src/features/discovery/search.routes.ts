import { lookupCities, searchMembers } from '@app/contract';
import { errorCodes } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../http/errors.ts';
import { contractRoute } from '../../http/route.ts';
import { toMemberSummary } from '../../db/member-card.ts';
import { parseCursor } from './rules.ts';

/** Search (16 a page) and the geo city lookup over the offline city list. */
export default async function searchRoutes(app: FastifyInstance) {
  contractRoute(app, searchMembers, 'member', async ({ member, query }) => {
    const after = parseCursor(query.cursor);
    const now = new Date();
    const result = await app.repos.search.search(member, query, after, now);
    if ('error' in result)
      throw new ApiError(
        400,
        errorCodes.invalidRequest,
        'Add your city to your profile to search by distance',
        'distanceKm',
      );
    return {
      data: {
        items: result.rows.map((row) => ({
          ...toMemberSummary(row.member, now),
          distanceKm: row.distanceKm,
        })),
        nextCursor: result.nextCursor,
        total: result.total,
      },
    };
  });

  // Public: the sign-up form picks its city with it before there is a member.
  contractRoute(app, lookupCities, 'public', async ({ query }) => ({
    data: { items: app.repos.cities.lookup(query.q) },
  }));
}
