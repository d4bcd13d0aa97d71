// Passkeys and two-step sign-in: managing them in login settings, and signing in with them.
import {
  RECOVERY_CODE_COUNT,
  SIGN_IN_TICKET_MAX_FAILURES,
  WEBAUTHN_CHALLENGE_MINUTES,
  disableTwoStep,
  enableTwoStep,
  errorCodes,
  finishPasskeyRegistration,
  getTwoStep,
  listPasskeys,
  passkeySignIn,
  passwordCopy,
  regenerateRecoveryCodes,
  removePasskey,
  renamePasskey,
  startPasskeyRegistration,
  startPasskeySignIn,
  startTwoStepSetup,
  twoStepSignIn,
} from '@app/contract';
import type { AuthenticationCredential } from '@app/contract';
import type { AuthenticatorTransportFuture } from '@simplewebauthn/server';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type { FastifyInstance } from 'fastify';
import type { Member } from '../../db/schema.ts';
import type { RateLimit } from '../../db/rate-limits.ts';
import { ApiError, rateLimited } from '../../http/errors.ts';
import { answeredAgain, passwordAnsweredAgain } from '../../http/answer-again.ts';
import { contractRoute } from '../../http/route.ts';
import {
  newRecoveryCode,
  newTotpSecret,
  otpauthUri,
  recoveryCodeHash,
  sha256,
  totpShaped,
  totpStep,
} from './codes.ts';
import type { Passkey } from './sign-in.repository.ts';
import { passkeyAddedEmail, twoStepChangedEmail } from './security-email.ts';

/**
 * Wrong second-step codes for one member from anywhere, across tickets: whoever holds the password must not walk the
 * million codes by spreading tickets over many addresses. Past it the second step answers 429 for a while (the owner
 * can still sign in with a passkey, and should change the password someone else knows).
 */
export const WRONG_CODES_LIMIT: RateLimit = { max: 10, windowMinutes: 15 };

const RP_NAME = 'Spark';
const challengeMs = WEBAUTHN_CHALLENGE_MINUTES * 60_000;

import type { PasskeyConfirmation } from './answers.ts';
import {
  badCredential,
  browserOf,
  challengeOf,
  conflict,
  notFound,
  passkeyRefused,
  profileDisabled,
  recipient,
  signInExpired,
  summary,
  wrongCode,
} from './answers.ts';

export default async function signInRoutes(app: FastifyInstance) {
  const { repos, config } = app;
  const now = () => app.clock.now();
  // The relying party is the public address: never the request's Host header, which the caller chooses.
  const origin = new URL(config.publicUrl).origin;
  const rpID = new URL(config.publicUrl).hostname;

  /** The passkey's new signature counter when `credential` is its signature of `challenge`; null otherwise. */
  async function verifiedCounter(
    credential: AuthenticationCredential,
    challenge: string,
    passkey: Passkey,
  ): Promise<number | null> {
    try {
      const verified = await verifyAuthenticationResponse({
        response: { ...credential, clientExtensionResults: credential.clientExtensionResults ?? {} },
        expectedChallenge: challenge,
        expectedOrigin: origin,
        expectedRPID: rpID,
        credential: {
          id: passkey.credentialId,
          publicKey: Buffer.from(passkey.publicKey, 'base64url'),
          counter: passkey.counter,
          transports: passkey.transports as AuthenticatorTransportFuture[],
        },
        requireUserVerification: false,
      });
      return verified.verified ? verified.authenticationInfo.newCounter : null;
    } catch {
      return null;
    }
  }

  // A member confirming a sensitive change with one of their passkeys (deleting the account), for other features.
  app.decorate('passkeyConfirmation', {
    async options(memberId) {
      const passkeys = await repos.passkeys.listOf(memberId);
      if (passkeys.length === 0) return null;
      const options = await generateAuthenticationOptions({
        rpID,
        userVerification: 'preferred',
        timeout: challengeMs,
        allowCredentials: passkeys.map((p) => ({
          id: p.credentialId,
          transports: p.transports as AuthenticatorTransportFuture[],
        })),
      });
      await repos.webauthnChallenges.save(
        options.challenge,
        'confirm',
        memberId,
        new Date(now().getTime() + challengeMs),
      );
      return options as unknown as Record<string, unknown>;
    },
    async confirms(memberId, credential) {
      const challenge = challengeOf(credential.response.clientDataJSON);
      if (!challenge || !(await repos.webauthnChallenges.consume(challenge, 'confirm', memberId, now())))
        return false;
      const passkey = await repos.passkeys.findByCredentialId(credential.id);
      if (!passkey || passkey.memberId !== memberId) return false;
      const newCounter = await verifiedCounter(credential, challenge, passkey);
      if (newCounter === null) return false;
      await repos.passkeys.used(passkey.id, newCounter, now());
      return true;
    },
  } satisfies PasskeyConfirmation);

  // ---------------------------------------------------------------- passkeys in login settings

  contractRoute(app, listPasskeys, 'member', async ({ member }) => ({
    data: { passkeys: (await repos.passkeys.listOf(member.id)).map(summary) },
  }));

  contractRoute(app, startPasskeyRegistration, 'member', async ({ member }) => {
    const existing = await repos.passkeys.listOf(member.id);
    const options = await generateRegistrationOptions({
      rpName: RP_NAME,
      rpID,
      userName: member.email,
      userDisplayName: member.displayName,
      // A stable handle that names nobody outside this site (the authenticator keeps it with the credential).
      userID: new TextEncoder().encode(`member:${member.id}`),
      attestationType: 'none',
      timeout: challengeMs,
      excludeCredentials: existing.map((p) => ({
        id: p.credentialId,
        transports: p.transports as AuthenticatorTransportFuture[],
      })),
      // Discoverable, so the sign-in page can offer it without asking for the address first.
      authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
    });
    await repos.webauthnChallenges.save(
      options.challenge,
      'register',
      member.id,
      new Date(now().getTime() + challengeMs),
    );
    return { data: { options: options as unknown as Record<string, unknown> } };
  });

  contractRoute(app, finishPasskeyRegistration, 'member', async ({ member, body, request }) => {
    const { credential } = body;
    const challenge = challengeOf(credential.response.clientDataJSON);
    if (!challenge || !(await repos.webauthnChallenges.consume(challenge, 'register', member.id, now())))
      throw badCredential('This passkey did not answer a request of ours, or it expired. Try again.');
    let info;
    try {
      const verified = await verifyRegistrationResponse({
        response: { ...credential, clientExtensionResults: credential.clientExtensionResults ?? {} },
        expectedChallenge: challenge,
        expectedOrigin: origin,
        expectedRPID: rpID,
        requireUserVerification: false,
      });
      if (!verified.verified) throw new Error('not verified');
      info = verified.registrationInfo;
    } catch {
      throw badCredential('This passkey could not be checked. Try again.');
    }
    const name = body.name ?? browserOf(request);
    const added = await repos.passkeys.add({
      memberId: member.id,
      credentialId: info.credential.id,
      publicKey: Buffer.from(info.credential.publicKey).toString('base64url'),
      counter: info.credential.counter,
      transports: credential.response.transports ?? [],
      backedUp: info.credentialBackedUp,
      name,
    });
    if (!added) throw badCredential('This passkey is added already.');
    await app.email.queue(passkeyAddedEmail(config, recipient(member), name, browserOf(request)));
    return { data: summary(added) };
  });

  contractRoute(app, renamePasskey, 'member', async ({ member, params, body }) => {
    const renamed = await repos.passkeys.rename(member.id, params.passkeyId, body.name);
    if (!renamed) throw notFound();
    return { data: summary(renamed) };
  });

  contractRoute(app, removePasskey, 'member', async ({ member, params }) => {
    if (!(await repos.passkeys.remove(member.id, params.passkeyId))) throw notFound();
    return { success: true };
  });

  // ---------------------------------------------------------------- two-step in login settings

  contractRoute(app, getTwoStep, 'member', async ({ member }) => {
    const secret = await repos.twoStep.of(member.id);
    const enabled = Boolean(secret?.enabledAt);
    return {
      data: {
        enabled,
        enabledAt: secret?.enabledAt?.toISOString() ?? null,
        recoveryCodesLeft: enabled ? await repos.twoStep.recoveryCodesLeft(member.id) : 0,
      },
    };
  });

  contractRoute(app, startTwoStepSetup, 'member', async ({ member }) => {
    const secret = newTotpSecret();
    if (!(await repos.twoStep.setUp(member.id, secret))) throw conflict();
    return { data: { secret, otpauthUri: otpauthUri(secret, member.email) } };
  });

  contractRoute(app, enableTwoStep, 'member', async ({ member, body, request }) => {
    const pending = await repos.twoStep.of(member.id);
    if (!pending || pending.enabledAt) throw conflict();
    const step = await totpStep(pending.secret, body.code, now(), pending.lastStep);
    if (step === null || !(await repos.twoStep.acceptStep(member.id, step))) throw wrongCode(400);
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    if (!(await repos.twoStep.enable(member.id, now(), codes.map(recoveryCodeHash)))) throw conflict();
    await app.email.queue(twoStepChangedEmail(config, recipient(member), true, browserOf(request)));
    return { data: { recoveryCodes: codes } };
  });

  /** The current password or a code (time-based or recovery) proves the member is at the keyboard. */
  async function reauthenticate(member: Member, body: { currentPassword?: string; code?: string }) {
    const key = `two-step-reauth:${member.id}`;
    if (body.currentPassword !== undefined) {
      const { currentPassword } = body;
      if (
        await passwordAnsweredAgain(
          repos.rateLimits,
          key,
          'currentPassword',
          member.passwordHash,
          currentPassword,
        )
      )
        return;
      throw new ApiError(400, errorCodes.invalidRequest, passwordCopy.wrongCurrent, 'currentPassword');
    }
    if (body.code !== undefined) {
      const { code } = body;
      if (await answeredAgain(repos.rateLimits, key, 'code', () => codeAccepted(member.id, code))) return;
      throw wrongCode(400);
    }
    throw new ApiError(
      400,
      errorCodes.invalidRequest,
      'Enter your current password, or a code from your app.',
      'currentPassword',
    );
  }

  contractRoute(app, disableTwoStep, 'member', async ({ member, body, request }) => {
    if (!(await repos.twoStep.isEnabled(member.id))) throw conflict();
    await reauthenticate(member, body);
    if (!(await repos.twoStep.disable(member.id))) throw conflict();
    await app.email.queue(twoStepChangedEmail(config, recipient(member), false, browserOf(request)));
    return { success: true };
  });

  contractRoute(app, regenerateRecoveryCodes, 'member', async ({ member, body }) => {
    if (!(await repos.twoStep.isEnabled(member.id))) throw conflict();
    await reauthenticate(member, body);
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await repos.twoStep.replaceRecoveryCodes(member.id, codes.map(recoveryCodeHash));
    return { data: { recoveryCodes: codes } };
  });

  /** A time-based code (each accepted once) or an unused recovery code (spent by this). */
  async function codeAccepted(memberId: number, code: string): Promise<boolean> {
    const secret = await repos.twoStep.of(memberId);
    if (!secret?.enabledAt) return false;
    if (totpShaped(code)) {
      const step = await totpStep(secret.secret, code, now(), secret.lastStep);
      return step !== null && (await repos.twoStep.acceptStep(memberId, step));
    }
    return repos.twoStep.useRecoveryCode(memberId, recoveryCodeHash(code), now());
  }

  // ---------------------------------------------------------------- signing in

  /** A disabled profile signs in only when asked to reactivate it (as the password login). */
  async function reactivateOnSignIn(member: Member, requested: boolean): Promise<boolean> {
    if (!member.disabledAt) return false;
    if (!requested) throw profileDisabled();
    return repos.members.reactivate(member.id);
  }

  contractRoute(app, startPasskeySignIn, 'public', async () => {
    const options = await generateAuthenticationOptions({
      rpID,
      userVerification: 'preferred',
      timeout: challengeMs,
    });
    // Kept in the database, so whichever server the answer reaches can check it.
    await repos.webauthnChallenges.save(
      options.challenge,
      'sign-in',
      null,
      new Date(now().getTime() + challengeMs),
    );
    return { data: { options: options as unknown as Record<string, unknown> } };
  });

  contractRoute(app, passkeySignIn, 'public', async ({ body, request, reply }) => {
    const address = repos.loginGuard.keysOf(null, request.ip);
    const wait = await repos.loginGuard.lockedFor(address);
    if (wait > 0) throw rateLimited('logins', wait);
    const refuse = async () => {
      await repos.loginGuard.recordFailure(address);
      return passkeyRefused();
    };

    const { credential } = body;
    const challenge = challengeOf(credential.response.clientDataJSON);
    if (!challenge || !(await repos.webauthnChallenges.consume(challenge, 'sign-in', null, now())))
      throw await refuse();
    const passkey = await repos.passkeys.findByCredentialId(credential.id);
    if (!passkey) throw await refuse();
    const newCounter = await verifiedCounter(credential, challenge, passkey);
    if (newCounter === null) throw await refuse();
    const member = await repos.members.findById(passkey.memberId);
    if (!member) throw await refuse();
    await repos.passkeys.used(passkey.id, newCounter, now());
    const reactivated = await reactivateOnSignIn(member, body.reactivate === '1');
    await app.auth.startSession(reply, member.id);
    return { success: true, data: { memberId: member.id, reactivated } };
  });

  contractRoute(app, twoStepSignIn, 'public', async ({ body, request, reply }) => {
    const ticketHash = sha256(body.ticket);
    const memberId = await repos.signInTickets.find(ticketHash, now(), SIGN_IN_TICKET_MAX_FAILURES);
    if (memberId === undefined) throw signInExpired();
    const member = await repos.members.findById(memberId);
    if (!member) throw signInExpired();
    // Wrong codes count with wrong passwords: the same address and account throttles apply.
    const keys = repos.loginGuard.keysOf(member.email, request.ip);
    const codesKey = `two-step-codes:${member.id}`;
    const wait = Math.max(
      await repos.loginGuard.lockedFor(keys),
      await repos.rateLimits.wait(codesKey, WRONG_CODES_LIMIT),
    );
    if (wait > 0) throw rateLimited('logins', wait);
    if (!(await codeAccepted(member.id, body.code))) {
      await repos.loginGuard.recordFailure(keys);
      await repos.rateLimits.hit(codesKey, WRONG_CODES_LIMIT);
      await repos.signInTickets.fail(ticketHash);
      throw wrongCode(401);
    }
    if (!(await repos.signInTickets.consume(ticketHash, now(), SIGN_IN_TICKET_MAX_FAILURES)))
      throw signInExpired();
    await repos.loginGuard.reset(keys);
    const reactivated = await reactivateOnSignIn(member, body.reactivate === '1');
    await app.auth.startSession(reply, member.id);
    return { success: true, data: { memberId: member.id, reactivated } };
  });

  // Challenges nobody answered and tickets nobody used.
  app.schedule.every({
    name: 'sign-in challenges and tickets',
    intervalMs: 3_600_000,
    onReady: true,
    async run() {
      await repos.webauthnChallenges.deleteExpired(now());
      await repos.signInTickets.deleteExpired(now());
    },
  });
}
