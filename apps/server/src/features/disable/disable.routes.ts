// POST /api/user/profile/disable: stores why, hides the profile and signs the member out everywhere (this browser's
// cookie is cleared too). The site then shows profile/disabled, which renders without a session.
import { disableProfile } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../../http/route.ts';

export default async function disableRoutes(app: FastifyInstance) {
  const { disables } = app.repos;

  contractRoute(app, disableProfile, 'member', async ({ member, body, request, reply }) => {
    const disabledAt = await disables.disable(member.id, body.reasons, body.comment ?? '');
    // The rows are gone already; this clears the cookie the same way logout does.
    await app.auth.endSession(request, reply);
    return { success: true, data: { disabledAt: disabledAt.toISOString() } };
  });
}
