// The offline sandbox card provider (the default, and what the tests and e2e use): no network, outcomes chosen by
// the contract's test cards (`sandboxTestCards`), every charge kept in a ledger the tests can count.
//   4242 4242 4242 4242 succeeds; 4000 0000 0000 0002 card_declined; 4000 0000 0000 9995 insufficient_funds;
//   4000 0000 0000 3220 asks for 3-D Secure: the challenge is a site page, `/subscription?plan=<planId>&challenge=
//   <reference>`, which finishes it through `completeChallenge`; any other Luhn-valid number succeeds.
// Webhooks are signed like Solidgate's (signature.ts) with keys made per process, so nobody outside can forge one.
import { randomBytes } from 'node:crypto';
import type { DeclineReason } from '@app/contract';
import { sandboxTestCards } from '@app/contract';
import type { CardProvider, ChargeResult, ProviderEvent } from './provider.ts';
import { cardBrandOf } from './provider.ts';
import { parseSolidgateEvent, signBody, verifySignature } from './signature.ts';

export interface LedgerEntry {
  reference: string;
  amountCents: number;
  via: 'card' | 'token';
  result: ChargeResult['status'];
}

const outcomes: Record<string, 'challenge' | DeclineReason> = {
  [sandboxTestCards.declined.number]: 'card_declined',
  [sandboxTestCards.insufficientFunds.number]: 'insufficient_funds',
  [sandboxTestCards.challenge.number]: 'challenge',
};

export class SandboxCardProvider implements CardProvider {
  readonly name = 'sandbox' as const;
  /** Every charge asked of the sandbox, in order (3-D Secure completions are not new charges). */
  readonly ledger: LedgerEntry[] = [];
  /** Tokens that the next charges decline, with the reason (tests: a renewal that fails). */
  readonly decliningTokens = new Map<string, DeclineReason>();
  readonly webhookKeys = {
    publicKey: `wh_pk_sandbox_${randomBytes(8).toString('hex')}`,
    secretKey: `wh_sk_sandbox_${randomBytes(24).toString('hex')}`,
  };
  private readonly challenges = new Map<string, { last4: string; brand: string }>();

  async charge(request: Parameters<CardProvider['charge']>[0]): Promise<ChargeResult> {
    const { number } = request.card;
    const cardBrand = cardBrandOf(number);
    const cardLast4 = number.slice(-4);
    const outcome = outcomes[number];
    const providerRef = `sbx_ord_${request.reference}`;
    let result: ChargeResult;
    if (outcome === 'challenge') {
      this.challenges.set(providerRef, { last4: cardLast4, brand: cardBrand });
      const query = new URLSearchParams({ plan: request.planId, challenge: request.reference });
      result = {
        status: 'requires_action',
        providerRef,
        challengeUrl: `/subscription?${query}`,
        cardBrand,
        cardLast4,
      };
    } else if (outcome) {
      result = { status: 'declined', providerRef, reason: outcome, cardBrand, cardLast4 };
    } else {
      result = { status: 'succeeded', providerRef, cardToken: sandboxToken(cardLast4), cardBrand, cardLast4 };
    }
    this.ledger.push({
      reference: request.reference,
      amountCents: request.amountCents,
      via: 'card',
      result: result.status,
    });
    return result;
  }

  async chargeToken(request: Parameters<CardProvider['chargeToken']>[0]): Promise<ChargeResult> {
    const declined = this.decliningTokens.get(request.token);
    const cardLast4 = /^sbx_tok_(\d{4})_/.exec(request.token)?.[1] ?? null;
    const providerRef = `sbx_ord_${request.reference}`;
    const result: ChargeResult = declined
      ? { status: 'declined', providerRef, reason: declined, cardBrand: null, cardLast4 }
      : { status: 'succeeded', providerRef, cardToken: request.token, cardBrand: null, cardLast4 };
    this.ledger.push({
      reference: request.reference,
      amountCents: request.amountCents,
      via: 'token',
      result: result.status,
    });
    return result;
  }

  async completeChallenge(providerRef: string, approve: boolean): Promise<ChargeResult> {
    const card = this.challenges.get(providerRef);
    this.challenges.delete(providerRef);
    const facts = { cardBrand: card?.brand ?? null, cardLast4: card?.last4 ?? null };
    if (!card || !approve)
      return { status: 'declined', providerRef, reason: 'authentication_failed', ...facts };
    return { status: 'succeeded', providerRef, cardToken: sandboxToken(card.last4), ...facts };
  }

  parseWebhook(
    rawBody: string,
    headers: Record<string, string | string[] | undefined>,
  ): ProviderEvent | null {
    if (!verifySignature(rawBody, headers, this.webhookKeys)) return null;
    return parseSolidgateEvent(rawBody, headers);
  }

  /** Signs a webhook body as the sandbox's provider would (tests). */
  signWebhook(rawBody: string): Record<string, string> {
    return {
      merchant: this.webhookKeys.publicKey,
      signature: signBody(this.webhookKeys.publicKey, rawBody, this.webhookKeys.secretKey),
    };
  }
}

const sandboxToken = (last4: string) => `sbx_tok_${last4}_${randomBytes(6).toString('hex')}`;
