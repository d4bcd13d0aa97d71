import { likeMember, unlikeMember } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../http/route.ts';
import { memberNotFound, refuseSelf, refusedAcrossBlock } from './rules.ts';

/** Like and unlike; a like in both directions is a mutual match (`mutual`), which the lists and counters follow. */
export default async function likeRoutes(app: FastifyInstance) {
  /**
   * The liked member's counters change; a like that made it mutual is a match for both, each shown the other as
   * their lists show members.
   */
  async function announceLike(likerId: number, likedId: number, mutual: boolean) {
    const [likedSeen, likerSeen] = mutual
      ? await Promise.all([app.live.summaryOf(likerId, likedId), app.live.summaryOf(likedId, likerId)])
      : [];
    await app.live.publish([
      ...(likedSeen ? [{ memberId: likerId, event: { kind: 'match' as const, member: likedSeen } }] : []),
      ...(likerSeen ? [{ memberId: likedId, event: { kind: 'match' as const, member: likerSeen } }] : []),
      { memberId: likedId, event: { kind: 'counters' } },
    ]);
  }

  contractRoute(app, likeMember, 'member', async ({ member, body }) => {
    refuseSelf(member.id, body.memberId, 'memberId');
    const outcome = await app.repos.likes.like(member.id, body.memberId);
    if (outcome === 'not_found') throw memberNotFound();
    if (outcome === 'blocked_by_me') throw refusedAcrossBlock('like');
    // The member liked first learns of the match by email (unless they opted out).
    if (outcome.mutual) await app.emailNotices.newMatch(member.id, body.memberId);
    if (outcome.added) await announceLike(member.id, body.memberId, outcome.mutual);
    return { success: true, data: { memberId: body.memberId, likedByMe: true, mutual: outcome.mutual } };
  });

  contractRoute(app, unlikeMember, 'member', async ({ member, body }) => {
    refuseSelf(member.id, body.memberId, 'memberId');
    if (!(await app.repos.likes.unlike(member.id, body.memberId))) throw memberNotFound();
    return { success: true, data: { memberId: body.memberId, likedByMe: false, mutual: false } };
  });
}
