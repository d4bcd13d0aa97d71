// The offline sandbox card provider (the default, and what the tests and e2e use): no network, outcomes chosen by
// the contract's test cards (`sandboxTestCards`), every charge this process asked for kept in a ledger the tests count.
//   4242 4242 4242 4242 succeeds; 4000 0000 0000 0002 card_declined; 4000 0000 0000 9995 insufficient_funds;
//   4000 0000 0000 3220 asks for 3-D Secure: the challenge is a site page, `/subscription?plan=<planId>&challenge=
//   <reference>`, which finishes it through `completeChallenge`; any other Luhn-valid number succeeds.
// What decides an outcome lives in the database, like a real provider's state outside any one server: the saved
// cards' tokens, the 3-D Secure steps waiting, and the webhook keys. A challenge started on one server is approved on
// another, a token saved by one is charged by another, and every server verifies the same webhook signature.
// Webhooks are signed like Solidgate's (signature.ts) with keys made once per database, never sent anywhere, so
// nobody outside can forge one.
import { randomBytes } from 'node:crypto';
import type { DeclineReason } from '@app/contract';
import { sandboxTestCards } from '@app/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { sandboxCardTokens, sandboxChallenges, sandboxKeys } from '../../db/schema.ts';
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

const WEBHOOK_KEYS = 'webhook';

export class SandboxCardProvider implements CardProvider {
  readonly name = 'sandbox' as const;
  /** Every charge this instance was asked for, in order (3-D Secure completions are not new charges). */
  readonly ledger: LedgerEntry[] = [];

  constructor(private readonly db: Database) {}

  async charge(request: Parameters<CardProvider['charge']>[0]): Promise<ChargeResult> {
    const { number } = request.card;
    const cardBrand = cardBrandOf(number);
    const cardLast4 = number.slice(-4);
    const outcome = outcomes[number];
    const providerRef = `sbx_ord_${request.reference}`;
    let result: ChargeResult;
    if (outcome === 'challenge') {
      await this.db
        .insert(sandboxChallenges)
        .values({ providerRef, cardBrand, cardLast4 })
        .onConflictDoNothing();
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
      const cardToken = await this.saveCard(cardBrand, cardLast4);
      result = { status: 'succeeded', providerRef, cardToken, cardBrand, cardLast4 };
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
    const [saved] = await this.db
      .select()
      .from(sandboxCardTokens)
      .where(eq(sandboxCardTokens.token, request.token));
    const providerRef = `sbx_ord_${request.reference}`;
    const facts = { cardBrand: saved?.cardBrand ?? null, cardLast4: saved?.cardLast4 ?? null };
    // A token the sandbox never gave is refused, as a real provider refuses one it does not know.
    const reason: DeclineReason | null = saved
      ? ((saved.declineReason as DeclineReason | null) ?? null)
      : 'card_declined';
    const result: ChargeResult = reason
      ? { status: 'declined', providerRef, reason, ...facts }
      : { status: 'succeeded', providerRef, cardToken: request.token, ...facts };
    this.ledger.push({
      reference: request.reference,
      amountCents: request.amountCents,
      via: 'token',
      result: result.status,
    });
    return result;
  }

  async completeChallenge(providerRef: string, approve: boolean): Promise<ChargeResult> {
    // Taking the step out of the table is the claim: of two completions (on any servers) only one finds it.
    const [card] = await this.db
      .delete(sandboxChallenges)
      .where(eq(sandboxChallenges.providerRef, providerRef))
      .returning();
    const facts = { cardBrand: card?.cardBrand ?? null, cardLast4: card?.cardLast4 ?? null };
    if (!card || !approve)
      return { status: 'declined', providerRef, reason: 'authentication_failed', ...facts };
    const cardToken = await this.saveCard(card.cardBrand, card.cardLast4);
    return { status: 'succeeded', providerRef, cardToken, ...facts };
  }

  async parseWebhook(
    rawBody: string,
    headers: Record<string, string | string[] | undefined>,
  ): Promise<ProviderEvent | null> {
    if (!verifySignature(rawBody, headers, await this.webhookKeys())) return null;
    return parseSolidgateEvent(rawBody, headers);
  }

  /** Signs a webhook body as the sandbox's provider would (tests). */
  async signWebhook(rawBody: string): Promise<Record<string, string>> {
    const keys = await this.webhookKeys();
    return { merchant: keys.publicKey, signature: signBody(keys.publicKey, rawBody, keys.secretKey) };
  }

  /** Makes the next charges of `token` decline with `reason` (tests: a renewal the bank refuses). */
  async declineToken(token: string, reason: DeclineReason): Promise<void> {
    await this.db
      .update(sandboxCardTokens)
      .set({ declineReason: reason })
      .where(eq(sandboxCardTokens.token, token));
  }

  private async saveCard(cardBrand: string, cardLast4: string): Promise<string> {
    const token = `sbx_tok_${cardLast4}_${randomBytes(6).toString('hex')}`;
    await this.db.insert(sandboxCardTokens).values({ token, cardBrand, cardLast4 });
    return token;
  }

  /** The database's webhook key pair, made by whichever server asks first. */
  private async webhookKeys(): Promise<{ publicKey: string; secretKey: string }> {
    const read = async () =>
      (await this.db.select().from(sandboxKeys).where(eq(sandboxKeys.name, WEBHOOK_KEYS)))[0];
    const found = await read();
    if (found) return found;
    await this.db
      .insert(sandboxKeys)
      .values({
        name: WEBHOOK_KEYS,
        publicKey: `wh_pk_sandbox_${randomBytes(8).toString('hex')}`,
        secretKey: `wh_sk_sandbox_${randomBytes(24).toString('hex')}`,
      })
      .onConflictDoNothing();
    const made = await read();
    if (!made) throw new Error('sandbox webhook keys missing');
    return made;
  }
}
