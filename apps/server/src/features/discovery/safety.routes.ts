import { blockMember, reportMember, unblockMember } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../http/route.ts';
import { memberNotFound, refuseSelf } from './rules.ts';

/** Block, unblock and report. Anyone may block; a member who blocked the viewer cannot be reported (404). */
export default async function safetyRoutes(app: FastifyInstance) {
  contractRoute(app, blockMember, 'member', async ({ member, body }) => {
    refuseSelf(member.id, body.memberId, 'memberId');
    if (!(await app.repos.blocks.block(member.id, body.memberId))) throw memberNotFound();
    return { success: true, data: { memberId: body.memberId, blocked: true } };
  });

  contractRoute(app, unblockMember, 'member', async ({ member, body }) => {
    refuseSelf(member.id, body.memberId, 'memberId');
    if (!(await app.repos.blocks.unblock(member.id, body.memberId))) throw memberNotFound();
    return { success: true, data: { memberId: body.memberId, blocked: false } };
  });

  contractRoute(app, reportMember, 'member', async ({ member, body }) => {
    refuseSelf(member.id, body.memberId, 'memberId');
    const { blocks } = app.repos;
    if (
      (await blocks.hasBlocked(body.memberId, member.id)) &&
      !(await blocks.hasBlocked(member.id, body.memberId))
    )
      throw memberNotFound();
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
