// POST /api/user/profile/disable: stores why, hides the profile and signs the member out everywhere (this browser's
// cookie is cleared too); the member's open tabs are told at once (the live channel's session-ended). The site then shows profile/disabled, which renders without a session.
import { disableProfile } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../http/route.ts';

export default async function disableRoutes(app: FastifyInstance) {
  const { disables } = app.repos;

  contractRoute(app, disableProfile, 'member', async ({ member, body, request, reply }) => {
    // Every session ends: each of the member's open tabs is told (session-ended for the member, not one session).
    const disabledAt = await disables.disable(member.id, body.reasons, body.comment ?? '', (tx) =>
      app.live.publish([{ memberId: member.id, event: { kind: 'session-ended' } }], tx),
    );
    // The rows are gone already; this clears the cookie the same way logout does.
    await app.auth.endSession(request, reply);
    return { success: true, data: { disabledAt: disabledAt.toISOString() } };
  });
}
