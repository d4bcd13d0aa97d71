import { getProfileView, profileViewSections, twentyQuestions } from '@app/contract';
import type { ProfileBadge, ProfileFacts } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../http/route.ts';
import { toMemberSummary } from '../../db/member-card.ts';
import { memberNotFound, refuseSelf } from './rules.ts';

/** Members who joined within this many days carry the `new-member` badge. */
const NEW_MEMBER_DAYS = 30;
/** The words of each 20Q question, by id. */
const questionText = new Map<number, string>(twentyQuestions.map((q) => [q.id, q.text]));

/** Another member's profile; opening it records a view. A member who blocked the viewer does not exist (404). */
export default async function profileViewRoutes(app: FastifyInstance) {
  contractRoute(app, getProfileView, 'member', async ({ member, params }) => {
    refuseSelf(member.id, params.id, 'id');
    const row = await app.repos.profiles.open(member.id, params.id);
    if (!row || row.blockedMe) throw memberNotFound();
    // Answered only once the view is committed: an answered view is never lost to a crash.
    await app.repos.profileViews.record(member.id, params.id);
    const now = new Date();
    const summary = toMemberSummary(row.member, now);
    const badges: ProfileBadge[] = [];
    if (summary.verified) badges.push('verified');
    if (summary.onlineRecently) badges.push('online-recently');
    if (now.getTime() - row.createdAt.getTime() < NEW_MEMBER_DAYS * 86_400_000) badges.push('new-member');
    return {
      data: {
        ...summary,
        photos: row.photos,
        about: row.about,
        sections: profileViewSections({
          seeking: row.seeking,
          city: row.member.city,
          region: row.region,
          profile: row.profile as ProfileFacts['profile'],
        }),
        // Answers to questions the contract no longer asks are left out (the question's words are gone).
        answers: row.answers.flatMap(({ questionId, answer }) => {
          const question = questionText.get(questionId);
          return question ? [{ questionId, question, answer }] : [];
        }),
        artists: row.artists,
        badges,
        memberSince: row.createdAt.toISOString(),
        blockedByMe: row.blockedByMe,
        canLike: !row.blockedByMe,
        canMessage: !row.blockedByMe,
        // The hotlist leaves out members across a block; the saved entry comes back with the unblock.
        inHotlist: row.inHotlist && !row.blockedByMe,
      },
    };
  });
}
