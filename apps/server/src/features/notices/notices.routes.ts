// The notices the member sees now (getNotices) and dismissing a once notice (dismissNotice). The rules live in
// the contract (activeNotices); the site keeps the session's dismissals of session notices.
import {
  activeNotices,
  dismissNotice,
  getNotices,
  noticeDismissal,
  profileCompleteness,
} from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../http/route.ts';
import { noticesRepository } from './notices.repository.ts';

export default async function noticesRoutes(app: FastifyInstance) {
  const repo = noticesRepository(app.database.db);

  contractRoute(app, getNotices, 'member', async ({ member }) => {
    const [verification, profile, hasApprovedMainPhoto] = await Promise.all([
      app.repos.verification.state(member.id),
      app.repos.ownProfile.read(member.id),
      repo.hasApprovedMainPhoto(member.id),
    ]);
    const notices = activeNotices({
      email: member.email,
      validated: member.emailValidatedAt !== null,
      bouncing: member.emailBouncing,
      pending: member.pendingNotices,
      showVerifiedNotice: verification.showVerifiedNotice,
      hasApprovedMainPhoto,
      completenessPercent: profile ? profileCompleteness(profile).percent : 0,
    });
    return { success: true, data: { notices } };
  });

  contractRoute(app, dismissNotice, 'member', async ({ member, params }) => {
    const kind = params.kind;
    if (noticeDismissal[kind] === 'once') {
      // The verified notice is the verification's own (its dismissVerifiedNotice records it the same way).
      if (kind === 'profileVerifiedSuccess') await app.repos.verification.dismissNotice(member.id);
      else await repo.dismissPending(member.id, kind);
    }
    return { success: true };
  });
}
