// The `account` group: login settings (password change, sessions), visibility and password recovery, with the
// server's rules (apps/server/src/features/account): the current password checked (none for a Facebook-only
// member, whose mock password is ''), the new one different, other sessions signed out on a change, an unknown
// session id 404 and the current one 400; recovery answers the same for any address, counts requests per address and
// for the client (429 past recoveryLimits), and a link works once (400 naming `token`) and signs every session out.
import {
  changePassword,
  checkPasswordRecovery,
  errorCodes,
  errorCopy,
  getLoginSettings,
  getVisibility,
  passwordCopy,
  recoveryCopy,
  recoveryLimits,
  requestPasswordRecovery,
  resetPassword,
  saveVisibility,
  signOutOtherSessions,
  signOutSession,
} from '@app/contract';
import type { HttpHandler } from 'msw';
import { ApiError } from '../errors.ts';
import type { HandlerOptions } from '../respond.ts';
import { contractHandler, failing, loadingForever } from '../respond.ts';
import type { MockStore } from '../store.ts';
import { accountStateOf, mockRecoveryTokens, sessionsOf, visibilityOf } from './state.ts';

/** Wrong current passwords before the form is refused (the server's WRONG_CURRENT_PASSWORD_LIMIT). */
const WRONG_PASSWORD_LIMIT = 10;

export const accountMessages = {
  currentSession: 'This is the session you are using: log out to end it.',
  unknownSession: errorCopy.not_found('This session'),
  tooManyWrong: errorCopy.rate_limited('wrongPasswords', 15),
  tooManyRequests: errorCopy.rate_limited('passwordRecovery', recoveryLimits.windowMinutes),
} as const;

export function accountHandlers(store: MockStore, options: HandlerOptions = {}): HttpHandler[] {
  // Read per request: a reset store starts its account state afresh (state.ts).
  const state = () => accountStateOf(store);
  const viewer = () => store.currentMember()?.id;
  const member = () => {
    const current = store.currentMember();
    if (!current) throw new Error('unreachable: the viewer check answers 401 first');
    return current;
  };
  const memberOptions = { viewer, ...options };
  const invalidToken = () => new ApiError(400, errorCodes.invalidRequest, recoveryCopy.invalidToken, 'token');
  const workingRecovery = (token: string) => {
    const known = state().recoveries.find((r) => r.token === token);
    if (known) return known.used ? undefined : known;
    // The story link: it works for the first demo member until used.
    if (token === mockRecoveryTokens.valid) {
      const first = store.members[0];
      if (!first) return undefined;
      const issued = { token, memberId: first.id, used: false };
      state().recoveries.push(issued);
      return issued;
    }
    return undefined;
  };

  return [
    contractHandler(
      getLoginSettings,
      () => {
        const me = member();
        return {
          data: { email: me.email, hasPassword: me.password !== '', sessions: sessionsOf(store, me.id) },
        };
      },
      memberOptions,
    ),
    contractHandler(
      changePassword,
      ({ body }) => {
        const me = member();
        if (me.password !== '') {
          const current = body.currentPassword ?? '';
          if (current === '')
            throw new ApiError(400, errorCodes.invalidRequest, passwordCopy.enterCurrent, 'currentPassword');
          const wrong = state().wrongPasswords.get(me.id) ?? 0;
          if (wrong >= WRONG_PASSWORD_LIMIT)
            throw new ApiError(429, errorCodes.rateLimited, accountMessages.tooManyWrong, 'currentPassword');
          if (current !== me.password) {
            state().wrongPasswords.set(me.id, wrong + 1);
            throw new ApiError(400, errorCodes.invalidRequest, passwordCopy.wrongCurrent, 'currentPassword');
          }
          if (body.newPassword === current)
            throw new ApiError(400, errorCodes.invalidRequest, passwordCopy.sameAsCurrent, 'newPassword');
        }
        me.password = body.newPassword;
        const sessions = sessionsOf(store, me.id);
        const kept = sessions.filter((s) => s.current);
        state().sessions.set(me.id, kept);
        return { data: { signedOut: sessions.length - kept.length } };
      },
      memberOptions,
    ),
    contractHandler(
      signOutOtherSessions,
      () => {
        const me = member();
        const sessions = sessionsOf(store, me.id);
        const kept = sessions.filter((s) => s.current);
        state().sessions.set(me.id, kept);
        return { data: { signedOut: sessions.length - kept.length } };
      },
      memberOptions,
    ),
    contractHandler(
      signOutSession,
      ({ params }) => {
        const me = member();
        const sessions = sessionsOf(store, me.id);
        const session = sessions.find((s) => s.id === params.sessionId);
        if (!session) throw new ApiError(404, errorCodes.notFound, accountMessages.unknownSession);
        if (session.current)
          throw new ApiError(400, errorCodes.invalidRequest, accountMessages.currentSession, 'sessionId');
        state().sessions.set(
          me.id,
          sessions.filter((s) => s !== session),
        );
        return { success: true as const };
      },
      { ...memberOptions, memberField: 'sessionId' },
    ),
    contractHandler(getVisibility, () => ({ data: visibilityOf(store, member().id) }), memberOptions),
    contractHandler(
      saveVisibility,
      ({ body }) => {
        state().visibility.set(member().id, { hidden: body.hidden, incognito: body.incognito });
        return { data: visibilityOf(store, member().id) };
      },
      memberOptions,
    ),
    contractHandler(
      requestPasswordRecovery,
      ({ body }) => {
        const email = body.email.toLowerCase();
        const forEmail = (state().requestsPerEmail.get(email) ?? 0) + 1;
        state().requestsPerEmail.set(email, forEmail);
        state().requestsFromClient += 1;
        if (forEmail > recoveryLimits.perEmail || state().requestsFromClient > recoveryLimits.perClient)
          throw new ApiError(429, errorCodes.rateLimited, accountMessages.tooManyRequests);
        const owner = store.members.find((m) => m.email.toLowerCase() === email);
        if (owner) {
          const token = `mock-recovery-${state().recoveries.length + 1}`.padEnd(43, '_');
          state().recoveries.push({ token, memberId: owner.id, used: false });
          state().mailed.push({ to: owner.email, token });
        }
        return { success: true as const };
      },
      options,
    ),
    contractHandler(
      checkPasswordRecovery,
      ({ body }) => {
        if (!workingRecovery(body.token)) throw invalidToken();
        return { success: true as const };
      },
      options,
    ),
    contractHandler(
      resetPassword,
      ({ body }) => {
        const recovery = workingRecovery(body.token);
        if (!recovery) throw invalidToken();
        const owner = store.members.find((m) => m.id === recovery.memberId);
        if (owner) owner.password = body.newPassword;
        for (const r of state().recoveries) if (r.memberId === recovery.memberId) r.used = true;
        // Every session of the member ends, the store's own too.
        state().sessions.set(recovery.memberId, []);
        if (store.sessionMemberId === recovery.memberId) store.sessionMemberId = null;
        return { success: true as const };
      },
      options,
    ),
  ];
}

/** Stories' states of the account calls: failing (500) or never answering (loading, saving). */
export const accountFaults = {
  loginSettingsFailing: (): HttpHandler[] => [failing(getLoginSettings)],
  loginSettingsLoading: (): HttpHandler[] => [loadingForever(getLoginSettings)],
  changePasswordFailing: (): HttpHandler[] => [failing(changePassword)],
  changePasswordSaving: (): HttpHandler[] => [loadingForever(changePassword)],
  signOutOthersFailing: (): HttpHandler[] => [failing(signOutOtherSessions)],
  visibilityLoading: (): HttpHandler[] => [loadingForever(getVisibility)],
  visibilityFailing: (): HttpHandler[] => [failing(getVisibility)],
  saveVisibilityFailing: (): HttpHandler[] => [failing(saveVisibility)],
  saveVisibilitySaving: (): HttpHandler[] => [loadingForever(saveVisibility)],
  recoveryRequestFailing: (): HttpHandler[] => [failing(requestPasswordRecovery)],
  recoveryRequestSending: (): HttpHandler[] => [loadingForever(requestPasswordRecovery)],
  recoveryCheckLoading: (): HttpHandler[] => [loadingForever(checkPasswordRecovery)],
  resetFailing: (): HttpHandler[] => [failing(resetPassword)],
  resetSaving: (): HttpHandler[] => [loadingForever(resetPassword)],
};
