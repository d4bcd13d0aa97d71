// Login settings (the password and the sessions) and visibility, for the logged-in member.
import {
  changePassword,
  errorCodes,
  errorCopy,
  getLoginSettings,
  getVisibility,
  passwordCopy,
  saveVisibility,
  signOutOtherSessions,
  signOutSession,
} from '@app/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../../http/errors.ts';
import { passwordAnsweredAgain } from '../../http/answer-again.ts';
import { contractRoute } from '../../http/route.ts';
import { SESSION_COOKIE } from '../../plugins/app/auth.ts';
import { hashPassword } from '../../shared/password.ts';
import { browserName } from '../../shared/browser.ts';
import { passwordChangedEmail } from './security-email.ts';

const sessionToken = (request: FastifyRequest) => request.cookies[SESSION_COOKIE] ?? null;

/** The live channel's session-ended for each ended session: only that session's open tabs leave. */
const sessionsEnded = (memberId: number, sessionIds: readonly string[]) =>
  sessionIds.map((sessionId) => ({ memberId, sessionId, event: { kind: 'session-ended' as const } }));

export default async function accountRoutes(app: FastifyInstance) {
  const { repos } = app;

  contractRoute(app, getLoginSettings, 'member', async ({ member, request }) => {
    const sessions = await repos.sessions.listOf(member.id, sessionToken(request));
    // The current session first, then the most recently seen.
    sessions.sort((a, b) => Number(b.current) - Number(a.current));
    return {
      data: {
        email: member.email,
        hasPassword: member.passwordHash !== null,
        sessions: sessions.map((session) => ({
          id: session.id,
          browser: browserName(session.userAgent),
          userAgent: session.userAgent,
          signedInAt: session.createdAt.toISOString(),
          lastSeenAt: session.lastSeenAt.toISOString(),
          current: session.current,
        })),
      },
    };
  });

  contractRoute(app, changePassword, 'member', async ({ member, body, request }) => {
    if (member.passwordHash !== null) {
      const current = body.currentPassword ?? '';
      if (current === '')
        throw new ApiError(400, errorCodes.invalidRequest, passwordCopy.enterCurrent, 'currentPassword');
      const key = `password-change:${member.id}`;
      if (
        !(await passwordAnsweredAgain(repos.rateLimits, key, 'currentPassword', member.passwordHash, current))
      )
        throw new ApiError(400, errorCodes.invalidRequest, passwordCopy.wrongCurrent, 'currentPassword');
      if (body.newPassword === current)
        throw new ApiError(400, errorCodes.invalidRequest, passwordCopy.sameAsCurrent, 'newPassword');
    }
    await repos.account.setPasswordHash(member.id, await hashPassword(body.newPassword));
    const ended = await repos.sessions.deleteAllOf(member.id, sessionToken(request));
    await app.live.publish(sessionsEnded(member.id, ended));
    await app.email.queue(
      passwordChangedEmail(
        app.config,
        { memberId: member.id, email: member.email, name: member.displayName },
        'settings',
        browserName(request.headers['user-agent'] ?? ''),
      ),
    );
    return { data: { signedOut: ended.length } };
  });

  contractRoute(app, signOutOtherSessions, 'member', async ({ member, request }) => {
    const ended = await repos.sessions.deleteAllOf(member.id, sessionToken(request));
    await app.live.publish(sessionsEnded(member.id, ended));
    return { data: { signedOut: ended.length } };
  });

  contractRoute(app, signOutSession, 'member', async ({ member, params, request }) => {
    const done = await repos.sessions.deleteById(member.id, params.sessionId, sessionToken(request));
    if (done === 'unknown') throw new ApiError(404, errorCodes.notFound, errorCopy.not_found('This session'));
    if (done === 'current')
      throw new ApiError(
        400,
        errorCodes.invalidRequest,
        'This is the session you are using: log out to end it.',
        'sessionId',
      );
    await app.live.publish(sessionsEnded(member.id, [params.sessionId]));
    return { success: true };
  });

  contractRoute(app, getVisibility, 'member', async ({ member }) => ({
    data: (await repos.account.visibilityOf(member.id)) ?? {
      hidden: member.hidden,
      incognito: member.incognito,
    },
  }));

  contractRoute(app, saveVisibility, 'member', async ({ member, body }) => {
    const saved = await repos.account.saveVisibility(member.id, body);
    return { data: saved ?? body };
  });
}
