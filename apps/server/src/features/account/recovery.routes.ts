// Password recovery, without a session: asking for a link (the same answer for any address, rate-limited per
// address and per client), checking a link, and choosing a new password with it (every session signed out).
import {
  checkPasswordRecovery,
  errorCodes,
  recoveryCopy,
  recoveryLimits,
  requestPasswordRecovery,
  resetPassword,
} from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { ApiError, rateLimited } from '../../http/errors.ts';
import { contractRoute } from '../../http/route.ts';
import { hashPassword } from '../../shared/password.ts';
import { recoveryEmail } from './recovery-email.ts';
import { browserName } from '../../shared/browser.ts';
import { passwordChangedEmail } from './security-email.ts';

const limit = { windowMinutes: recoveryLimits.windowMinutes };

const invalidToken = () => new ApiError(400, errorCodes.invalidRequest, recoveryCopy.invalidToken, 'token');

const RECOVERY_JOB = 'recover-password-mail';

export default async function recoveryRoutes(app: FastifyInstance) {
  const { repos } = app;
  // The link is mailed by a job: the answer is the same, and comes as fast, whether the address has a profile or not
  // (looking it up and issuing the token happen in the job), and a crash after the answer does not lose the email.
  app.jobs.handle(RECOVERY_JOB, async (payload) => {
    const { email } = payload as { email: string };
    const member = await repos.members.findByEmail(email);
    if (!member) return;
    const token = await repos.recovery.issue(member.id, member.email);
    await app.email.send(
      recoveryEmail(
        app.config,
        { memberId: member.id, email: member.email, name: member.displayName },
        token,
      ),
    );
  });

  contractRoute(app, requestPasswordRecovery, 'public', async ({ body, request }) => {
    const email = body.email.toLowerCase();
    const waits = await Promise.all([
      repos.rateLimits.hit(`recover-password:email:${email}`, { ...limit, max: recoveryLimits.perEmail }),
      repos.rateLimits.hit(`recover-password:client:${request.ip}`, {
        ...limit,
        max: recoveryLimits.perClient,
      }),
    ]);
    const wait = Math.max(...waits);
    if (wait > 0) throw rateLimited('passwordRecovery', wait);
    await app.jobs.enqueue(RECOVERY_JOB, { email });
    return { success: true };
  });

  contractRoute(app, checkPasswordRecovery, 'public', async ({ body }) => {
    if (!(await repos.recovery.works(body.token))) throw invalidToken();
    return { success: true };
  });

  contractRoute(app, resetPassword, 'public', async ({ body, request }) => {
    // Hashed before the token is used: a slow hash must not leave a used token without a new password.
    const passwordHash = await hashPassword(body.newPassword);
    const memberId = await repos.recovery.useToSetPassword(body.token, passwordHash);
    if (memberId === undefined) throw invalidToken();
    const ended = await repos.sessions.deleteAllOf(memberId, null);
    await app.live.publish(
      ended.map((sessionId) => ({ memberId, sessionId, event: { kind: 'session-ended' as const } })),
    );
    const member = await repos.members.findById(memberId);
    if (member)
      await app.email.queue(
        passwordChangedEmail(
          app.config,
          { memberId, email: member.email, name: member.displayName },
          'recovery',
          browserName(request.headers['user-agent'] ?? ''),
        ),
      );
    return { success: true };
  });
}
