// The hotlist endpoints: list (newest first, keyset pages of 12), add and remove. Every member may use it.
import { messagingEndpoints as api } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../http/route.ts';
import { decodeCursor } from '../../db/cursor.ts';
import { toMemberSummary } from '../../db/member-card.ts';
import { invalid, notFound, refuseAcrossBlock } from './rules.ts';

export default async function hotlistRoutes(app: FastifyInstance) {
  const { repos } = app;

  contractRoute(app, api.getHotlist, 'member', async ({ member, query }) => {
    const after = query.cursor === undefined ? null : decodeCursor(query.cursor);
    if (query.cursor !== undefined && !after) throw invalid('cursor', 'cursor is not a cursor of this list.');
    const page = await repos.hotlist.list(member.id, after, query.limit);
    const now = new Date();
    return {
      data: {
        items: page.rows.map((row) => ({
          member: toMemberSummary(row.member, now),
          addedAt: row.addedAt.toISOString(),
        })),
        nextCursor: page.nextCursor,
        total: page.total,
      },
    };
  });

  contractRoute(app, api.addToHotlist, 'member', async ({ member, body }) => {
    if (body.memberId === member.id) throw invalid('memberId', "You can't add yourself to your hotlist.");
    const other = await repos.members.findById(body.memberId);
    if (!other || other.disabledAt) throw notFound('This member');
    await refuseAcrossBlock(repos.blocks, member, { id: other.id, name: other.displayName });
    await repos.hotlist.add(member.id, other.id);
    return { success: true as const };
  });

  contractRoute(app, api.removeFromHotlist, 'member', async ({ member, body }) => {
    await repos.hotlist.remove(member.id, body.memberId);
    return { success: true as const };
  });
}
