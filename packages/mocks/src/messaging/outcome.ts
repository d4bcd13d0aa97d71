// What a messaging call answers: its value, or a refusal with the status and the contract's error body (a paywall
// refusal names the gated action and carries its headline, as the server answers).
import type { MessagingPaywallFeature } from '@app/contract';
import { errorCopy, messagingErrorCodes } from '@app/contract';

export interface MessagingError {
  code: string;
  message: string;
  field?: string;
  feature?: MessagingPaywallFeature;
}
export type MessagingOutcome<T> =
  { ok: true; value: T } | { ok: false; status: 400 | 403 | 404 | 500; error: MessagingError };

export const ok = <T>(value: T): MessagingOutcome<T> => ({ ok: true, value });
export const fail = (status: 400 | 403 | 404 | 500, error: MessagingError): MessagingOutcome<never> => ({
  ok: false,
  status,
  error,
});

export const notFound = (what: string) =>
  fail(404, { code: messagingErrorCodes.notFound, message: errorCopy.not_found(what) });
export const blocked = (name: string) =>
  fail(403, {
    code: messagingErrorCodes.blocked,
    message: errorCopy.blocked(name, 'message each other again'),
  });
/** 403 `paywall` naming the gated action, with its headline (as the server answers). */
export const paywall = (feature: MessagingPaywallFeature) =>
  fail(403, { code: messagingErrorCodes.paywall, message: errorCopy.paywall(feature), feature });
export const invalid = (field: string, message: string) =>
  fail(400, { code: messagingErrorCodes.invalidRequest, message, field });
