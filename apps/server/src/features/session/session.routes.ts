// Login (password and Facebook), logout and reactivation.
import { errorCodes, errorCopy, facebookLogin, login, logout, reactivate } from '@app/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Member } from '../../db/schema.ts';
import { verifyPassword } from './password.ts';
import { ApiError } from '../../http/errors.ts';
import { contractRoute } from '../../http/route.ts';
import { addressKey, loginKeys } from './login-guard.repository.ts';

const wrongCredentials = () =>
  new ApiError(401, errorCodes.invalidCredentials, errorCopy.invalid_credentials('password'));
const profileDisabled = () => new ApiError(403, errorCodes.profileDisabled, errorCopy.profile_disabled);

function tooManyAttempts(seconds: number) {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return new ApiError(429, errorCodes.rateLimited, errorCopy.rate_limited('logins', minutes), undefined, {
    'retry-after': String(seconds),
  });
}

export default async function sessionRoutes(app: FastifyInstance) {
  const { repos } = app;

  contractRoute(app, login, 'public', async ({ body, request, reply }) => {
    const keys = loginKeys(body.user, request.ip);
    const wait = await repos.loginGuard.lockedFor(keys);
    if (wait > 0) throw tooManyAttempts(wait);

    const member = await repos.members.findByEmail(body.user);
    if (!(await verifyPassword(member?.passwordHash, body.pass)) || !member) {
      await repos.loginGuard.recordFailure(keys);
      throw wrongCredentials();
    }
    await repos.loginGuard.reset(keys);
    const reactivated = await reactivateOnLogin(member, body.reactivate === '1');
    await app.auth.startSession(reply, member.id);
    return { success: true, data: { memberId: member.id, reactivated } };
  });

  contractRoute(app, facebookLogin, 'public', async ({ params, query, request, reply }) => {
    refuseCrossSite(request);
    const address = addressKey(request.ip);
    const wait = await repos.loginGuard.lockedFor(address);
    if (wait > 0) throw tooManyAttempts(wait);

    const identity = await app.facebook.identify(params.token);
    if (!identity) {
      await repos.loginGuard.recordFailure(address);
      throw new ApiError(401, errorCodes.invalidCredentials, errorCopy.invalid_credentials('facebook'));
    }
    let member = await repos.members.findByFacebookId(identity.id);
    if (!member && identity.email) {
      member = await repos.members.findByEmail(identity.email);
      if (member) await repos.members.linkFacebook(member.id, identity.id);
    }
    if (!member) {
      throw new ApiError(
        401,
        errorCodes.invalidCredentials,
        errorCopy.invalid_credentials('facebookUnlinked'),
      );
    }
    const reactivated = await reactivateOnLogin(member, query.reactivate === '1');
    await app.auth.startSession(reply, member.id);
    return { success: true, data: { memberId: member.id, reactivated } };
  });

  contractRoute(app, logout, 'public', async ({ request, reply }) => {
    await app.auth.endSession(request, reply);
    return { success: true };
  });

  contractRoute(app, reactivate, 'member', async ({ member }) => {
    const reactivated = await repos.members.reactivate(member.id);
    return { success: true, data: { reactivated } };
  });

  /** A disabled profile logs in only when asked to reactivate it. */
  async function reactivateOnLogin(member: Member, requested: boolean): Promise<boolean> {
    if (!member.disabledAt) return false;
    if (!requested) throw profileDisabled();
    return repos.members.reactivate(member.id);
  }
}

/** Facebook login is a GET; refuse it when a browser says another site started it (login CSRF). */
function refuseCrossSite(request: FastifyRequest) {
  if (request.headers['sec-fetch-site'] === 'cross-site') {
    // Login CSRF: another site started it.
    throw new ApiError(403, errorCodes.forbidden, errorCopy.forbidden);
  }
}
