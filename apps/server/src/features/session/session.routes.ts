// Login (password and Facebook), logout and reactivation.
import {
  SIGN_IN_TICKET_MINUTES,
  errorCodes,
  errorCopy,
  facebookLogin,
  login,
  logout,
  reactivate,
  signInErrorCodes,
} from '@app/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Member } from '../../db/schema.ts';
import { verifyPassword } from './password.ts';
import { ApiError, rateLimited } from '../../http/errors.ts';
import { contractRoute } from '../../http/route.ts';
import { ACCOUNT_CAPTCHA_LIMIT, addressKey, captchaKey, loginKeys } from './login-guard.repository.ts';

const wrongCredentials = () =>
  new ApiError(401, errorCodes.invalidCredentials, errorCopy.invalid_credentials('password'));
const captchaRequired = () =>
  new ApiError(401, signInErrorCodes.captchaRequired, errorCopy.captcha_required, 'captchaToken');
const profileDisabled = () => new ApiError(403, errorCodes.profileDisabled, errorCopy.profile_disabled);

export default async function sessionRoutes(app: FastifyInstance) {
  const { repos } = app;

  contractRoute(app, login, 'public', async ({ body, request, reply }) => {
    const keys = loginKeys(body.user, request.ip);
    const wait = await repos.loginGuard.lockedFor(keys);
    if (wait > 0) throw rateLimited('logins', wait);
    // An account guessed at from many addresses: no password is checked without a solved CAPTCHA. Asked before the
    // member is looked up, and counted for any address, so the answer is the same for a member and a stranger.
    const account = captchaKey(body.user);
    if ((await repos.rateLimits.wait(account, ACCOUNT_CAPTCHA_LIMIT)) > 0) {
      if (!body.captchaToken || !(await app.captcha.verify(body.captchaToken, request.ip)))
        throw captchaRequired();
    }

    const member = await repos.members.findByEmail(body.user);
    if (!(await verifyPassword(member?.passwordHash, body.pass)) || !member) {
      await repos.loginGuard.recordFailure(keys);
      await repos.rateLimits.count(account, ACCOUNT_CAPTCHA_LIMIT.windowMinutes * 60_000);
      throw wrongCredentials();
    }
    if (await repos.twoStep.isEnabled(member.id)) {
      // The password was right; the session waits for the code. A disabled profile is refused now (the member
      // asks again with reactivate), and reactivated only once the second step succeeds.
      if (member.disabledAt && body.reactivate !== '1') throw profileDisabled();
      const expiresAt = new Date(app.clock.now().getTime() + SIGN_IN_TICKET_MINUTES * 60_000);
      const ticket = await repos.signInTickets.issue(member.id, expiresAt);
      // The address's tries for the account come back only once the code is right (the second step resets them):
      // a right password must not wipe the wrong codes counted against it.
      return { success: true, data: { twoStep: { ticket } } };
    }
    await repos.loginGuard.reset(keys);
    const reactivated = await reactivateOnLogin(member, body.reactivate === '1');
    await app.auth.startSession(reply, member.id);
    return { success: true, data: { memberId: member.id, reactivated } };
  });

  // Facebook login never asks for the second step: the member proved control of a Facebook account, which has its
  // own two-step sign-in, and members who joined with Facebook often have no password to pair a code with.
  contractRoute(app, facebookLogin, 'public', async ({ params, query, request, reply }) => {
    refuseCrossSite(request);
    const address = addressKey(request.ip);
    const wait = await repos.loginGuard.lockedFor(address);
    if (wait > 0) throw rateLimited('logins', wait);

    const identity = await app.facebook.identify(params.token);
    if (!identity) {
      await repos.loginGuard.recordFailure(address);
      throw new ApiError(401, errorCodes.invalidCredentials, errorCopy.invalid_credentials('facebook'));
    }
    const member = await repos.members.ofFacebookIdentity(identity);
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
