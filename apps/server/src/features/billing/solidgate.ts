// Solidgate's card payments API (host-to-host, https://pay.solidgate.com/api/v1): `charge` with the card typed in,
// `recurring` with the token a charge gave, `status` for what became of an order (3-D Secure finished at the bank).
// Every request is signed (signature.ts); webhooks are verified with the webhook key pair. `fetch` is injected, so
// the tests replay recorded answers (test/features/billing/fixtures) and never reach the network.
import type { CardProvider, ChargeRequest, ChargeResult, ProviderEvent } from './provider.ts';
import { chargeResultOf, parseSolidgateEvent, signBody, verifySignature } from './signature.ts';

export interface SolidgateSettings {
  publicKey: string;
  secretKey: string;
  webhookPublicKey: string;
  webhookSecretKey: string;
  /** Default https://pay.solidgate.com/api/v1. */
  apiUrl: string;
}

export const SOLIDGATE_API_URL = 'https://pay.solidgate.com/api/v1';
const TIMEOUT_MS = 15_000;

export class SolidgateCardProvider implements CardProvider {
  readonly name = 'solidgate' as const;

  constructor(
    private readonly settings: SolidgateSettings,
    private readonly fetchFn: typeof fetch = fetch,
  ) {}

  /** POSTs a signed JSON body to `method`; the answer's JSON, whatever its status (Solidgate puts errors in it). */
  async request(
    method: 'charge' | 'recurring' | 'status',
    payload: Record<string, unknown>,
  ): Promise<unknown> {
    const body = JSON.stringify(payload);
    const response = await this.fetchFn(`${this.settings.apiUrl.replace(/\/$/, '')}/${method}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        merchant: this.settings.publicKey,
        signature: signBody(this.settings.publicKey, body, this.settings.secretKey),
      },
      body,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const text = await response.text();
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new Error(`Solidgate ${method}: ${response.status}, not JSON`);
    }
  }

  private order(request: ChargeRequest) {
    return {
      order_id: request.reference,
      amount: request.amountCents,
      currency: 'USD',
      order_description: request.description,
      customer_email: request.customer.email,
      customer_account_id: String(request.customer.memberId),
      ip_address: request.customer.ip,
      platform: 'WEB',
    };
  }

  /** A call's result; a failure to reach Solidgate or an answer it cannot read is a processing error (nothing settles). */
  private async settle(
    method: 'charge' | 'recurring',
    payload: Record<string, unknown>,
    reference: string,
  ): Promise<ChargeResult> {
    try {
      const answer = await this.request(method, payload);
      // Still processing: ask once for the final state (host-to-host charges usually answer final at once).
      return chargeResultOf(answer) ?? (await this.status(reference)) ?? processingError(reference);
    } catch {
      return processingError(reference);
    }
  }

  charge(request: Parameters<CardProvider['charge']>[0]): Promise<ChargeResult> {
    const { card } = request;
    return this.settle(
      'charge',
      {
        ...this.order(request),
        card_number: card.number,
        card_holder: card.name,
        card_exp_month: String(card.expMonth).padStart(2, '0'),
        card_exp_year: card.expYear,
        card_cvv: card.cvc,
        billing_address: { country: 'USA', zip_code: card.zip },
      },
      request.reference,
    );
  }

  chargeToken(request: Parameters<CardProvider['chargeToken']>[0]): Promise<ChargeResult> {
    return this.settle(
      'recurring',
      { ...this.order(request), recurring_token: request.token },
      request.reference,
    );
  }

  async status(reference: string): Promise<ChargeResult | null> {
    try {
      return chargeResultOf(await this.request('status', { order_id: reference }));
    } catch {
      return null;
    }
  }

  parseWebhook(
    rawBody: string,
    headers: Record<string, string | string[] | undefined>,
  ): ProviderEvent | null {
    const keys = { publicKey: this.settings.webhookPublicKey, secretKey: this.settings.webhookSecretKey };
    if (!verifySignature(rawBody, headers, keys)) return null;
    return parseSolidgateEvent(rawBody, headers);
  }
}

const processingError = (reference: string): ChargeResult => ({
  status: 'declined',
  providerRef: reference,
  reason: 'processing_error',
  cardBrand: null,
  cardLast4: null,
});
