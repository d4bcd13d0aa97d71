// The card provider seam: what the billing feature asks of whoever moves the money. Two implementations: the offline
// sandbox (sandbox.ts, the default and the tests') and Solidgate's host-to-host API (solidgate.ts, when its keys are
// set). Amounts are integer US cents; `reference` is our receipt reference, sent as the provider's order id.
import type { CardInput, DeclineReason } from '@app/contract';

export interface ChargeRequest {
  /** Our payment reference (`SPK-…`): the provider's order id, so its events name our payment. */
  reference: string;
  amountCents: number;
  planId: string;
  description: string;
  customer: { memberId: number; email: string; ip: string };
}

interface CardFacts {
  cardBrand: string | null;
  cardLast4: string | null;
}

export type ChargeResult =
  | (CardFacts & {
      status: 'succeeded';
      providerRef: string;
      /** The token to charge the same card again (renewals, discount66); null when the provider gave none. */
      cardToken: string | null;
    })
  | (CardFacts & {
      status: 'requires_action';
      providerRef: string;
      /** Where the member completes 3-D Secure. */
      challengeUrl: string;
    })
  | (CardFacts & { status: 'declined'; providerRef: string | null; reason: DeclineReason });

/** A provider event (a webhook) whose signature checked out. */
export interface ProviderEvent {
  /** Unique per event: a replay of the same id changes nothing. */
  id: string;
  /** Our payment reference the event is about (the order id we sent). */
  reference: string | null;
  /** What the payment became; null for an event that does not settle a payment (e.g. still processing). */
  outcome: ChargeResult | null;
}

export interface CardProvider {
  readonly name: 'sandbox' | 'solidgate';
  /** Charges a card the member typed in. */
  charge(request: ChargeRequest & { card: CardInput }): Promise<ChargeResult>;
  /** Charges the card on file again, by the token an earlier charge gave. */
  chargeToken(request: ChargeRequest & { token: string }): Promise<ChargeResult>;
  /** Finishes a 3-D Secure step the member approved or failed (the sandbox's own challenge page only). */
  completeChallenge?(providerRef: string, approve: boolean): Promise<ChargeResult>;
  /** Asks the provider what became of a payment (a 3-D Secure step finished at the bank). */
  status?(reference: string): Promise<ChargeResult | null>;
  /** The event of a webhook call, or null when its signature is missing or wrong. */
  parseWebhook(
    rawBody: string,
    headers: Record<string, string | string[] | undefined>,
  ): ProviderEvent | null | Promise<ProviderEvent | null>;
}

/** The card's brand from its number (IIN ranges of the major networks). */
export function cardBrandOf(number: string): string {
  if (/^4/.test(number)) return 'Visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(number)) return 'Mastercard';
  if (/^3[47]/.test(number)) return 'American Express';
  if (/^(6011|65|64[4-9])/.test(number)) return 'Discover';
  return 'Card';
}
