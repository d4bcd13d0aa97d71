// Solidgate's request and webhook signatures, and reading its order JSON (charge, recurring and status answers,
// and the `card_gate.order.updated` webhook share it). The signature, as Solidgate's "Access to API" page documents
// it and its official SDKs compute it: base64 of the lowercase hex HMAC-SHA512, keyed by the secret key, over
// publicKey + JSON body + publicKey; sent as the `merchant` (public key) and `signature` headers. Webhooks are signed
// the same way with the separate webhook key pair (wh_pk_ / wh_sk_).
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { DeclineReason } from '@app/contract';
import type { ChargeResult, ProviderEvent } from './provider.ts';

export function signBody(publicKey: string, body: string, secretKey: string): string {
  const hex = createHmac('sha512', secretKey)
    .update(publicKey + body + publicKey)
    .digest('hex');
  return Buffer.from(hex).toString('base64');
}

const header = (headers: Record<string, string | string[] | undefined>, name: string): string | undefined => {
  const value = headers[name.toLowerCase()];
  return typeof value === 'string' ? value : undefined;
};

/** Is the body signed with this key pair (constant-time compare)? */
export function verifySignature(
  rawBody: string,
  headers: Record<string, string | string[] | undefined>,
  keys: { publicKey: string; secretKey: string },
): boolean {
  const merchant = header(headers, 'merchant');
  const signature = header(headers, 'signature');
  if (merchant !== keys.publicKey || !signature) return false;
  const expected = Buffer.from(signBody(keys.publicKey, rawBody, keys.secretKey));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** Solidgate's decline codes (its "Error codes" page) as the contract's decline reasons. */
export function declineReasonOf(code: string | undefined): DeclineReason {
  if (code === '3.02') return 'insufficient_funds';
  if (code === '2.09') return 'expired_card';
  if (code && ['1.01', '2.10', '2.11', '2.12', '3.09', '5.01'].includes(code)) return 'authentication_failed';
  if (code && (code.startsWith('6.') || ['5.03', '5.08', '5.04', '5.05'].includes(code)))
    return 'processing_error';
  return 'card_declined';
}

type Json = Record<string, unknown>;
const obj = (value: unknown): Json | undefined =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : undefined;
const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

const SUCCEEDED = new Set(['approved', 'auth_ok', 'settle_ok', 'partial_settled', 'success']);
const DECLINED = new Set(['declined', 'auth_failed', 'void_ok', 'refunded', 'fail']);

/**
 * A Solidgate order answer (charge, recurring, status, or a webhook body) as a charge result; null while the order
 * is still processing (created, processing) or when the body is not an order.
 */
export function chargeResultOf(body: unknown): ChargeResult | null {
  const root = obj(body);
  const order = obj(root?.order);
  if (!root || !order) return null;
  const status = str(order.status);
  const transactions = obj(root.transactions);
  const transaction =
    obj(root.transaction) ?? (transactions ? obj(Object.values(transactions).at(-1)) : undefined);
  const card = obj(transaction?.card);
  const maskedNumber = str(card?.number);
  const facts = {
    cardBrand: str(card?.brand) ? titleCase(str(card?.brand) as string) : null,
    cardLast4: maskedNumber && /\d{4}$/.test(maskedNumber) ? maskedNumber.slice(-4) : null,
  };
  const providerRef = str(order.order_id) ?? '';
  if (status && SUCCEEDED.has(status))
    return {
      status: 'succeeded',
      providerRef,
      cardToken: str(obj(card?.card_token)?.token) ?? null,
      ...facts,
    };
  if (status === '3ds_verify') {
    const url = str(root.verify_url) ?? str(obj(root.pay_form)?.verify_url);
    return url ? { status: 'requires_action', providerRef, challengeUrl: url, ...facts } : null;
  }
  if (status && DECLINED.has(status)) {
    const error = obj(root.error) ?? obj(transaction?.error) ?? obj(order.error);
    const code = str(error?.code) ?? str(order.decline_code) ?? str(transaction?.decline_code);
    return { status: 'declined', providerRef, reason: declineReasonOf(code), ...facts };
  }
  return null;
}

const titleCase = (brand: string) =>
  brand.toUpperCase() === 'VISA'
    ? 'Visa'
    : brand.toUpperCase() === 'MASTERCARD'
      ? 'Mastercard'
      : brand.toUpperCase() === 'AMEX'
        ? 'American Express'
        : brand;

/** A signed webhook body (`card_gate.order.updated`): its event id is the `solidgate-event-id` header. */
export function parseSolidgateEvent(
  rawBody: string,
  headers: Record<string, string | string[] | undefined>,
): ProviderEvent | null {
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    return null;
  }
  const order = obj(obj(body)?.order);
  const id = header(headers, 'solidgate-event-id');
  if (!id) return null;
  return { id, reference: str(order?.order_id) ?? null, outcome: chargeResultOf(body) };
}
