import { catalogue, errorCodes, errorCopy, getList, listIdOf } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { mayUse } from '../../shared/roles.ts';
import { ApiError } from '../../http/errors.ts';
import { contractRoute } from '../../http/route.ts';
import { datedMembersPage, parseCursor } from './rules.ts';

/**
 * The member lists, 12 a page. Each list's catalogue entry names the permission it needs and the paywall headline a
 * member without it gets (403 `paywall`).
 */
export default async function listRoutes(app: FastifyInstance) {
  contractRoute(app, getList, 'member', async ({ member, params, query }) => {
    const id = listIdOf(params.kind);
    if (!mayUse(member, id)) {
      const entry = catalogue[id];
      const message = errorCopy.paywall('paywall' in entry ? entry.paywall : undefined);
      throw new ApiError(403, errorCodes.paywall, message, 'kind');
    }
    const after = parseCursor(query.cursor);
    // Views are written in batches: the ones this process holds are written before the list shows them.
    if (params.kind === 'who-viewed-me') await app.repos.profileViews.settle();
    const page = await app.repos.lists.page(member.id, params.kind, after, query.limit);
    return { data: datedMembersPage(page) };
  });
}
