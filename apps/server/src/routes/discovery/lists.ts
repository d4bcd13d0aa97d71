import { errorCodes, getList, listKindMethods } from '@app/contract';
import type { ListKind } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { allows } from '../../domain/permissions.ts';
import { ApiError } from '../../http/errors.ts';
import { contractRoute } from '../../http/route.ts';
import { toMemberSummary } from '../../repositories/messaging-members.ts';
import { isoFromPosition, parseCursor } from './shared.ts';

/** The paywall headlines of SPEC point 6, for the lists a free member may not open. */
const paywallMessages: Record<ListKind, string> = {
  'who-viewed-me': 'Upgrade to see who viewed you',
  'who-liked-me': 'Upgrade to see who liked you',
  'who-i-like': 'Upgrade to see who you like',
  'mutual-likes': 'Upgrade to see your mutual likes',
  blocklist: 'Upgrade to manage your blocklist',
};

/** The five lists, 12 a page; the permissions table decides who may open which (403 `paywall` otherwise). */
export default async function listRoutes(app: FastifyInstance) {
  contractRoute(app, getList, 'member', async ({ member, params, query }) => {
    if (!allows(member, 'lists', listKindMethods[params.kind]))
      throw new ApiError(403, errorCodes.paywall, paywallMessages[params.kind], 'kind');
    const after = parseCursor(query.cursor);
    const page = await app.repos.lists.page(member.id, params.kind, after, query.limit);
    const now = new Date();
    return {
      data: {
        items: page.rows.map((row) => ({
          ...toMemberSummary(row.member, now),
          at: isoFromPosition(row.position),
        })),
        nextCursor: page.nextCursor,
        total: page.total,
      },
    };
  });
}
