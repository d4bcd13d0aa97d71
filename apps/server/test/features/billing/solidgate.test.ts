// The Solidgate adapter's HTTP layer against recorded answers (fixtures/*.json, written by hand from Solidgate's API
// reference: no live merchant account is available offline). An injected fetch checks every request's signature.
import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sandboxTestCards } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config.ts';
import { SOLIDGATE_API_URL, SolidgateCardProvider } from '../../../src/features/billing/solidgate.ts';
import { chargeResultOf, declineReasonOf, signBody } from '../../../src/features/billing/signature.ts';
import { card } from './billing-app.ts';

interface Recorded {
  request: { method: string; path: string };
  response: { status: number; body: unknown };
}
const fixture = <T = Recorded>(name: string): T =>
  JSON.parse(readFileSync(new URL(`./fixtures/${name}.json`, import.meta.url), 'utf8')) as T;

const settings = {
  publicKey: 'api_pk_test_7b197ba108f842',
  secretKey: 'api_sk_test_3f9a1c7e5d2b4086',
  webhookPublicKey: 'wh_pk_test_51c0d9e8f7a6',
  webhookSecretKey: 'wh_sk_test_0a9b8c7d6e5f',
  apiUrl: 'https://pay.solidgate.com/api/v1',
};

interface Sent {
  url: string;
  headers: Record<string, string>;
  body: string;
}

/** A fetch that answers the recorded exchanges in order and keeps what it was sent. */
function recordedFetch(...exchanges: Recorded[]) {
  const sent: Sent[] = [];
  const queue = [...exchanges];
  const fetchFn = (async (input: string | URL | Request, init?: RequestInit) => {
    const next = queue.shift();
    if (!next) throw new Error(`unexpected request to ${String(input)}`);
    const url = String(input);
    expect(url).toBe(`${settings.apiUrl}${next.request.path}`);
    expect(init?.method).toBe(next.request.method);
    expect(init?.signal).toBeInstanceOf(AbortSignal);
    sent.push({ url, headers: init?.headers as Record<string, string>, body: String(init?.body) });
    return new Response(JSON.stringify(next.response.body), {
      status: next.response.status,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
  return { fetchFn, sent, left: () => queue.length };
}

const request = {
  reference: 'SPK-FIXTURE001',
  amountCents: 2999,
  planId: 'subscription-1-month',
  description: '1 Month at $29.99',
  customer: { memberId: 7, email: 'member@example.com', ip: '203.0.113.9' },
};

describe('Solidgate signature', () => {
  it('is base64 of the hex HMAC-SHA512 of publicKey + body + publicKey, keyed by the secret key', () => {
    const body = '{"amount":"100","currency":"USD"}';
    const signature = signBody('api_pk_8f8a8k8e8k8e8y8', body, 'api_sk_8f8a8k8e8k8e8y8');
    const hex = Buffer.from(signature, 'base64').toString('utf8');
    expect(hex).toMatch(/^[0-9a-f]{128}$/);
    expect(hex).toBe(
      createHmac('sha512', 'api_sk_8f8a8k8e8k8e8y8')
        .update(`api_pk_8f8a8k8e8k8e8y8${body}api_pk_8f8a8k8e8k8e8y8`)
        .digest('hex'),
    );
  });

  it('maps decline codes to the contract reasons', () => {
    expect(declineReasonOf('3.02')).toBe('insufficient_funds');
    expect(declineReasonOf('2.09')).toBe('expired_card');
    expect(declineReasonOf('5.01')).toBe('authentication_failed');
    expect(declineReasonOf('6.02')).toBe('processing_error');
    expect(declineReasonOf('0.01')).toBe('card_declined');
    expect(declineReasonOf(undefined)).toBe('card_declined');
  });
});

describe('Solidgate adapter (recorded answers)', () => {
  it('charges a card: signed request with the card fields; approved → succeeded with the card token', async () => {
    const { fetchFn, sent } = recordedFetch(fixture('charge-approved'));
    const provider = new SolidgateCardProvider(settings, fetchFn);
    const result = await provider.charge({ ...request, card: card() });
    expect(result).toEqual({
      status: 'succeeded',
      providerRef: 'SPK-FIXTURE001',
      cardToken: 'e4b1c5d0f3a94c7a8f0d2b6e9c1a7f35',
      cardBrand: 'Visa',
      cardLast4: '4242',
    });
    const [call] = sent;
    expect(call?.headers.merchant).toBe(settings.publicKey);
    expect(call?.headers.signature).toBe(signBody(settings.publicKey, call?.body ?? '', settings.secretKey));
    expect(JSON.parse(call?.body ?? '{}')).toMatchObject({
      order_id: 'SPK-FIXTURE001',
      amount: 2999,
      currency: 'USD',
      card_number: sandboxTestCards.success.number,
      card_exp_month: '12',
      card_cvv: '123',
      card_holder: 'Pat Member',
      customer_email: 'member@example.com',
      ip_address: '203.0.113.9',
      platform: 'WEB',
    });
  });

  it('3-D Secure: 3ds_verify → requires_action at the bank page; the status call later answers approved', async () => {
    const { fetchFn, sent } = recordedFetch(
      fixture('charge-3ds'),
      fixture('status-processing-then-approved'),
    );
    const provider = new SolidgateCardProvider(settings, fetchFn);
    const pending = await provider.charge({ ...request, reference: 'SPK-FIXTURE002', card: card() });
    expect(pending).toMatchObject({
      status: 'requires_action',
      challengeUrl: 'https://pay.solidgate.com/api/v1/3ds/redirect/SPK-FIXTURE002',
      cardLast4: '3220',
    });
    const final = await provider.status('SPK-FIXTURE002');
    expect(final).toMatchObject({ status: 'succeeded', cardToken: '9a0c3e51b7d24f6e8a1c5b3d7f9e2a40' });
    expect(JSON.parse(sent[1]?.body ?? '{}')).toEqual({ order_id: 'SPK-FIXTURE002' });
    expect(sent[1]?.headers.signature).toBe(
      signBody(settings.publicKey, sent[1]?.body ?? '', settings.secretKey),
    );
  });

  it('declined with 3.02 → insufficient_funds', async () => {
    const { fetchFn } = recordedFetch(fixture('charge-declined'));
    const result = await new SolidgateCardProvider(settings, fetchFn).charge({ ...request, card: card() });
    expect(result).toMatchObject({ status: 'declined', reason: 'insufficient_funds', cardLast4: '9995' });
  });

  it('recurring charges the token', async () => {
    const { fetchFn, sent } = recordedFetch(fixture('recurring-approved'));
    const result = await new SolidgateCardProvider(settings, fetchFn).chargeToken({
      ...request,
      token: 'e4b1c5d0f3a94c7a8f0d2b6e9c1a7f35',
    });
    expect(result.status).toBe('succeeded');
    expect(JSON.parse(sent[0]?.body ?? '{}')).toMatchObject({
      recurring_token: 'e4b1c5d0f3a94c7a8f0d2b6e9c1a7f35',
    });
  });

  it('an answer that is not an order (wrong keys: 1.01) is a processing error after asking the status once', async () => {
    const { fetchFn, left } = recordedFetch(fixture('auth-failed'), fixture('auth-failed'));
    const result = await new SolidgateCardProvider(settings, fetchFn).charge({ ...request, card: card() });
    expect(result).toMatchObject({ status: 'declined', reason: 'processing_error' });
    expect(left()).toBe(0);
  });

  it('a network failure is a processing error (nothing is settled as paid)', async () => {
    const fetchFn = (async () => {
      throw new TypeError('fetch failed');
    }) as typeof fetch;
    const result = await new SolidgateCardProvider(settings, fetchFn).charge({ ...request, card: card() });
    expect(result).toMatchObject({ status: 'declined', reason: 'processing_error' });
  });

  it('verifies webhooks with the webhook key pair only', () => {
    const webhook = fixture<{ headers: Record<string, string>; body: unknown }>('webhook-order-updated');
    const raw = JSON.stringify(webhook.body);
    const provider = new SolidgateCardProvider(settings);
    const signed = {
      ...webhook.headers,
      merchant: settings.webhookPublicKey,
      signature: signBody(settings.webhookPublicKey, raw, settings.webhookSecretKey),
    };
    expect(provider.parseWebhook(raw, signed)).toEqual({
      id: 'e1765cf7-70f7-4e56-8fb2-bd88744a94d1',
      reference: 'SPK-FIXTURE002',
      outcome: chargeResultOf(webhook.body),
    });
    expect(provider.parseWebhook(raw, signed)?.outcome).toMatchObject({ status: 'succeeded' });
    // Signed with the API keys instead, or a changed body: refused.
    const withApiKeys = {
      ...signed,
      merchant: settings.publicKey,
      signature: signBody(settings.publicKey, raw, settings.secretKey),
    };
    expect(provider.parseWebhook(raw, withApiKeys)).toBeNull();
    expect(provider.parseWebhook(raw.replace('2999', '1'), signed)).toBeNull();
    expect(provider.parseWebhook(raw, { ...signed, signature: undefined as unknown as string })).toBeNull();
  });
});

describe('Solidgate configuration', () => {
  const keys = {
    SOLIDGATE_PUBLIC_KEY: settings.publicKey,
    SOLIDGATE_SECRET_KEY: settings.secretKey,
    SOLIDGATE_WEBHOOK_PUBLIC_KEY: settings.webhookPublicKey,
    SOLIDGATE_WEBHOOK_SECRET_KEY: settings.webhookSecretKey,
  };
  const solidgateOf = (env: Record<string, string>) => {
    const { payments } = loadConfig(env);
    return payments.kind === 'solidgate' ? payments.solidgate : undefined;
  };
  it('needs all four keys; without any, the sandbox takes payments in demo mode', () => {
    expect(loadConfig({}).payments).toEqual({ kind: 'sandbox' });
    expect(solidgateOf(keys)).toEqual({ ...settings, apiUrl: SOLIDGATE_API_URL });
    expect(solidgateOf({ ...keys, SOLIDGATE_API_URL: 'https://sandbox.example/api/v1' })?.apiUrl).toBe(
      'https://sandbox.example/api/v1',
    );
    // The operator can keep the keys and still take test cards, by naming the sandbox.
    expect(loadConfig({ ...keys, PAYMENT_PROVIDER: 'sandbox' }).payments).toEqual({ kind: 'sandbox' });
    const { SOLIDGATE_WEBHOOK_SECRET_KEY: _missing, ...partial } = keys;
    expect(() => loadConfig(partial)).toThrow(/SOLIDGATE_WEBHOOK_SECRET_KEY/);
  });
});
