import { blockMember, reportMember, unblockMember } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../http/route.ts';
import { memberNotFound, refuseSelf } from './rules.ts';

/**
 * Block, unblock and report. A member who blocked the viewer (and whom the viewer has not blocked too) does not
 * exist for the viewer: blocking, unblocking or reporting them answers 404, as for a member who does not exist, so
 * a block is never revealed.
 */
export default async function safetyRoutes(app: FastifyInstance) {
  const { blocks } = app.repos;
  const hiddenFrom = async (viewer: number, other: number) =>
    (await blocks.hasBlocked(other, viewer)) && !(await blocks.hasBlocked(viewer, other));

  contractRoute(app, blockMember, 'member', async ({ member, body }) => {
    refuseSelf(member.id, body.memberId, 'memberId');
    if (await hiddenFrom(member.id, body.memberId)) throw memberNotFound();
    if (!(await blocks.block(member.id, body.memberId))) throw memberNotFound();
    return { success: true, data: { memberId: body.memberId, blocked: true } };
  });

  contractRoute(app, unblockMember, 'member', async ({ member, body }) => {
    refuseSelf(member.id, body.memberId, 'memberId');
    if (await hiddenFrom(member.id, body.memberId)) throw memberNotFound();
    if (!(await blocks.unblock(member.id, body.memberId))) throw memberNotFound();
    return { success: true, data: { memberId: body.memberId, blocked: false } };
  });

  contractRoute(app, reportMember, 'member', async ({ member, body }) => {
    refuseSelf(member.id, body.memberId, 'memberId');
    if (await hiddenFrom(member.id, body.memberId)) throw memberNotFound();
    const reportId = await app.repos.reports.create({
      reporterId: member.id,
      reportedId: body.memberId,
      reason: body.reason,
      text: body.text,
    });
    if (reportId === undefined) throw memberNotFound();
    return { success: true, data: { reportId } };
  });
}
