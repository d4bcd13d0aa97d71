// The `email` group: email settings (address, validation, bouncing, opt-outs), changing the address, resending and
// following the validation link, and the notices, with the server's rules (apps/server/src/features/email, notices):
// the current password asked, another member's address 409 naming `email`, the new address unvalidated (bounce@…
// bouncing, as the sandbox does), resends limited (429), a link single-use (400 naming `token`) that makes the
// emailVerified notice due, and the notices listed by the contract's activeNotices.
import type { EmailSettings } from '@app/contract';
import {
  activeNotices,
  changeEmail,
  dismissNotice,
  emailCopy,
  emailErrorCodes,
  errorCodes,
  errorCopy,
  getEmailSettings,
  getNotices,
  noticeDismissal,
  optOutEmailKinds,
  profileCompleteness,
  resendValidation,
  saveEmailOptOuts,
  validateEmail,
  validationResendLimit,
} from '@app/contract';
import type { HttpHandler } from 'msw';
import { ApiError } from '../errors.ts';
import { photoRulesOf } from '../photos/photo-rules.ts';
import { ownProfileOf } from '../profile/own-profile.ts';
import type { HandlerOptions } from '../respond.ts';
import { contractHandler, messages } from '../respond.ts';
import type { MockStore } from '../store.ts';
import { emailStateOf, memberEmailOf, mockValidationTokens } from './state.ts';

export const emailMessages = {
  tooManyResends: errorCopy.rate_limited('validationLinks', validationResendLimit.windowMinutes),
} as const;

const isSandboxBounce = (address: string) => address.slice(0, address.lastIndexOf('@')) === 'bounce';

export function emailHandlers(store: MockStore, options: HandlerOptions = {}): HttpHandler[] {
  const state = emailStateOf(store);
  const viewer = () => store.currentMember()?.id;
  const member = () => {
    const current = store.currentMember();
    if (!current) throw new Error('unreachable: the viewer check answers 401 first');
    return current;
  };
  const memberOptions = { viewer, ...options };

  const settings = (): EmailSettings => {
    const me = member();
    const email = memberEmailOf(store, me.id);
    return {
      email: me.email,
      validated: email.validated,
      bouncing: email.bouncing,
      optOuts: optOutEmailKinds.filter((kind) => email.optOuts.includes(kind)),
      hasPassword: me.password !== '',
    };
  };

  const mailValidation = (memberId: number, to: string) => {
    const token = `mock-${state.validations.length}`.padEnd(43, '_');
    state.validations.push({ token, memberId, email: to, used: false });
    state.mailed.push({ to, kind: 'validate-email', token });
    if (isSandboxBounce(to)) memberEmailOf(store, memberId).bouncing = true;
  };

  const failIfFaulty = () => {
    if (state.faults.save) throw new ApiError(500, errorCodes.internal, messages.internal);
  };

  return [
    contractHandler(getEmailSettings, () => ({ data: settings() }), memberOptions),
    contractHandler(
      changeEmail,
      ({ body }) => {
        failIfFaulty();
        const me = member();
        if (me.password !== '') {
          const current = body.currentPassword ?? '';
          if (current === '')
            throw new ApiError(400, errorCodes.invalidRequest, emailCopy.enterCurrent, 'currentPassword');
          if (current !== me.password)
            throw new ApiError(400, errorCodes.invalidRequest, emailCopy.wrongCurrent, 'currentPassword');
        }
        if (body.email === me.email)
          throw new ApiError(400, errorCodes.invalidRequest, emailCopy.sameAsCurrent, 'email');
        if (store.members.some((m) => m.id !== me.id && m.email === body.email))
          throw new ApiError(409, emailErrorCodes.emailTaken, emailCopy.taken, 'email');
        state.mailed.push({ to: me.email, kind: 'security' });
        me.email = body.email;
        Object.assign(memberEmailOf(store, me.id), { validated: false, bouncing: false });
        mailValidation(me.id, body.email);
        return { data: settings() };
      },
      memberOptions,
    ),
    contractHandler(
      resendValidation,
      () => {
        const me = member();
        if (memberEmailOf(store, me.id).validated)
          throw new ApiError(409, emailErrorCodes.alreadyValidated, emailCopy.alreadyValidated);
        const count = (state.resends.get(me.id) ?? 0) + 1;
        state.resends.set(me.id, count);
        if (count > validationResendLimit.max)
          throw new ApiError(429, errorCodes.rateLimited, emailMessages.tooManyResends);
        mailValidation(me.id, me.email);
        return { data: { sentTo: me.email } };
      },
      memberOptions,
    ),
    contractHandler(
      saveEmailOptOuts,
      ({ body }) => {
        failIfFaulty();
        memberEmailOf(store, member().id).optOuts = optOutEmailKinds.filter((kind) =>
          body.optOuts.includes(kind),
        );
        return { data: settings() };
      },
      memberOptions,
    ),
    contractHandler(
      validateEmail,
      ({ body }) => {
        let validation = state.validations.find((v) => v.token === body.token);
        // The story link: it works for the first demo member until used.
        if (!validation && body.token === mockValidationTokens.valid && store.members[0]) {
          const first = store.members[0];
          validation = { token: body.token, memberId: first.id, email: first.email, used: false };
          state.validations.push(validation);
        }
        const owner = validation && store.members.find((m) => m.id === validation.memberId);
        if (!validation || validation.used || !owner || owner.email !== validation.email)
          throw new ApiError(400, emailErrorCodes.invalidToken, emailCopy.invalidToken, 'token');
        validation.used = true;
        const email = memberEmailOf(store, owner.id);
        email.validated = true;
        email.bouncing = false;
        if (!email.pendingNotices.includes('emailVerified')) email.pendingNotices.push('emailVerified');
        return { data: { email: owner.email } };
      },
      options,
    ),
    contractHandler(
      getNotices,
      () => {
        const me = member();
        const email = memberEmailOf(store, me.id);
        const photos = photoRulesOf(store);
        const profile = ownProfileOf(store).ownProfile(me.id);
        const notices = activeNotices({
          email: me.email,
          validated: email.validated,
          bouncing: email.bouncing,
          pending: email.pendingNotices,
          showVerifiedNotice: photos.verification(me.id).showVerifiedNotice,
          hasApprovedMainPhoto: photos.photosOf(me.id).some((p) => p.isMain && p.moderation === 'approved'),
          completenessPercent: profileCompleteness(profile).percent,
        });
        return { success: true as const, data: { notices } };
      },
      memberOptions,
    ),
    contractHandler(
      dismissNotice,
      ({ params }) => {
        const me = member();
        if (noticeDismissal[params.kind] === 'once') {
          if (params.kind === 'profileVerifiedSuccess') photoRulesOf(store).dismissNotice(me.id);
          else {
            const email = memberEmailOf(store, me.id);
            email.pendingNotices = email.pendingNotices.filter((kind) => kind !== params.kind);
          }
        }
        return { success: true as const };
      },
      memberOptions,
    ),
  ];
}
