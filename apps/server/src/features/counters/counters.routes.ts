import { getCounters } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../http/route.ts';

/** Badge counters, sent as numeric strings like the legacy backend. */
export default async function counterRoutes(app: FastifyInstance) {
  contractRoute(app, getCounters, 'member', async ({ member }) => {
    // Views are written in batches: the ones this process holds are counted in the who-viewed-me badge.
    await app.repos.profileViews.settle();
    const counts = await app.repos.counters.forMember(member, app.clock.now());
    return { data: Object.fromEntries(Object.entries(counts).map(([name, n]) => [name, String(n)])) };
  });
}
