// The sign-in routes' answers: the refusals they send, the passkey summary they list, what they read of a request
// (the challenge a browser signed, its browser's name) and of a member (a security mail's recipient), and what the
// feature lends other features (app.passkeyConfirmation).
import type { AuthenticationCredential, PasskeySummary } from '@app/contract';
import { errorCodes, errorCopy, signInErrorCodes } from '@app/contract';
import type { FastifyRequest } from 'fastify';
import type { Member } from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import { browserName } from '../../shared/browser.ts';
import type { Passkey } from './sign-in.repository.ts';

export const summary = (passkey: Passkey): PasskeySummary => ({
  id: passkey.id,
  name: passkey.name,
  createdAt: passkey.createdAt.toISOString(),
  lastUsedAt: passkey.lastUsedAt?.toISOString() ?? null,
  backedUp: passkey.backedUp,
});

export const notFound = () =>
  new ApiError(404, errorCodes.notFound, errorCopy.not_found('This passkey'), 'passkeyId');
export const conflict = () => new ApiError(409, errorCodes.conflict, errorCopy.conflict);
export const badCredential = (message: string) =>
  new ApiError(400, errorCodes.invalidRequest, message, 'credential');
export const passkeyRefused = () =>
  new ApiError(401, errorCodes.invalidCredentials, errorCopy.invalid_credentials('passkey'));
export const wrongCode = (status: 400 | 401) =>
  new ApiError(status, signInErrorCodes.wrongCode, errorCopy.wrong_code, 'code');
export const signInExpired = () =>
  new ApiError(401, signInErrorCodes.signInExpired, errorCopy.sign_in_expired, 'ticket');
export const profileDisabled = () =>
  new ApiError(403, errorCodes.profileDisabled, errorCopy.profile_disabled);

/** The challenge the browser signed, from its clientDataJSON (null when it is not readable). */
export function challengeOf(clientDataJSON: string): string | null {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8'));
    const challenge = (parsed as { challenge?: unknown }).challenge;
    return typeof challenge === 'string' && challenge.length > 0 && challenge.length <= 512
      ? challenge
      : null;
  } catch {
    return null;
  }
}

export const browserOf = (request: FastifyRequest) => browserName(request.headers['user-agent'] ?? '');
export const recipient = (member: Member) => ({
  memberId: member.id,
  email: member.email,
  name: member.displayName,
});

export interface PasskeyConfirmation {
  /** Options for navigator.credentials.get() with the member's own passkeys (null when they have none). */
  options(memberId: number): Promise<Record<string, unknown> | null>;
  /** Whether `credential` answers such a challenge (once, unexpired) with one of the member's passkeys. */
  confirms(memberId: number, credential: AuthenticationCredential): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    passkeyConfirmation: PasskeyConfirmation;
  }
}
