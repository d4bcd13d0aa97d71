// Purchases over the real app and database with the sandbox provider: priced by the server, one charge per
// idempotency key (20 concurrent retries), declines with no membership, 3-D Secure, permissions at once, receipts
// only for their owner.
import {
  apiErrorBody,
  billingErrorCodes,
  declineReasons,
  getPermissions,
  purchaseResponse,
  sandboxTestCards,
  subscriptionResponse,
} from '@app/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { boosts, members, memberships, payments } from '../../../src/db/schema.ts';
import { describeBackends, loginAs, parseBody } from '../../helper.ts';
import { body, card, useBillingApps } from './billing-app.ts';

const PURCHASES = '/api/user/billing/purchases';
const SUBSCRIPTION = '/api/user/billing/subscription';
describeBackends('purchases', (backend) => {
  const build = useBillingApps(backend);

  const paymentsOf = (memberId: number) =>
    backend.db.select().from(payments).where(eq(payments.memberId, memberId));

  it('buys the 1-month plan: receipt, membership, permissions at once', async () => {
    const { app, sandbox, now } = await build();
    const member = await backend.createMember();
    const client = await loginAs(app, member.email);

    const before = parseBody(
      getPermissions.response,
      await client.get('/api/user/permissions/get-permissions'),
    );
    expect(before.isPayingMember).toBe('0');

    const response = await client.post(PURCHASES, body());
    expect(response.statusCode, response.body).toBe(200);
    const receipt = parseBody(purchaseResponse, response).data;
    expect(receipt).toMatchObject({
      status: 'succeeded',
      planId: 'subscription-1-month',
      planName: '1 Month',
      kind: 'subscription',
      amountCents: 2999,
      currency: 'USD',
      cardBrand: 'Visa',
      cardLast4: '4242',
      declineReason: null,
      challengeUrl: null,
    });
    expect(receipt.reference).toMatch(/^SPK-[A-Z0-9]{10}$/);
    expect(sandbox.ledger).toHaveLength(1);

    const after = parseBody(
      getPermissions.response,
      await client.get('/api/user/permissions/get-permissions'),
    );
    expect(after.isPayingMember).toBe('1');
    expect(after.isFullMember).toBe('1');

    const sub = parseBody(subscriptionResponse, await client.get(SUBSCRIPTION)).data;
    expect(sub.state).toBe('active');
    expect(sub.plan?.id).toBe('subscription-1-month');
    expect(sub.card).toEqual({ brand: 'Visa', last4: '4242' });
    expect(sub.lastReceipt).toBe(receipt.reference);
    expect(sub.offersAvailable).toEqual(['discount50', 'discount66', 'free-time-offer']);
    expect(sub.nextRenewal).toEqual({
      planId: 'subscription-1-month',
      planName: '1 Month',
      amountCents: 2999,
    });
    // A calendar month from now.
    const expected = new Date(now());
    expected.setUTCMonth(expected.getUTCMonth() + 1);
    expect(Math.abs(new Date(sub.periodEndsAt ?? 0).getTime() - expected.getTime())).toBeLessThan(
      3 * 86_400_000,
    );

    const receiptAgain = parseBody(
      purchaseResponse,
      await client.get(`${PURCHASES}/${receipt.reference}`),
    ).data;
    expect(receiptAgain).toEqual(receipt);
  });

  it('charges once for 20 concurrent requests with one idempotency key, all answering the same purchase', async () => {
    const { app, sandbox } = await build();
    const member = await backend.createMember();
    const client = await loginAs(app, member.email);
    const request = body();
    const answers = await Promise.all(Array.from({ length: 20 }, () => client.post(PURCHASES, request)));
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const references = new Set(answers.map((a) => parseBody(purchaseResponse, a).data.reference));
    expect(references.size).toBe(1);
    expect(await paymentsOf(member.id)).toHaveLength(1);
    expect(sandbox.ledger).toHaveLength(1);

    // The same key for another plan is refused, and charges nothing.
    const reused = await client.post(PURCHASES, {
      ...request,
      planId: 'subscription-3-months',
      amountCents: 5997,
    });
    expect(reused.statusCode).toBe(409);
    expect(apiErrorBody.parse(reused.json()).error).toMatchObject({
      code: billingErrorCodes.keyReused,
      field: 'idempotencyKey',
    });
    expect(sandbox.ledger).toHaveLength(1);
  });

  it('refuses a tampered price, an unknown or inactive plan and an expired card, charging nothing', async () => {
    const { app, sandbox } = await build();
    const member = await backend.createMember();
    const client = await loginAs(app, member.email);

    const cheap = await client.post(PURCHASES, body({ amountCents: 1 }));
    expect(cheap.statusCode).toBe(409);
    expect(apiErrorBody.parse(cheap.json()).error).toMatchObject({
      code: billingErrorCodes.priceChanged,
      field: 'amountCents',
    });
    const unknown = await client.post(PURCHASES, body({ planId: 'subscription-99-months' }));
    expect(unknown.statusCode).toBe(400);
    expect(apiErrorBody.parse(unknown.json()).error.field).toBe('planId');
    const expired = await client.post(PURCHASES, body({ card: { ...card(), expYear: 2020, expMonth: 1 } }));
    expect(expired.statusCode).toBe(400);
    expect(apiErrorBody.parse(expired.json()).error.field).toBe('card.expYear');

    expect(sandbox.ledger).toHaveLength(0);
    expect(await paymentsOf(member.id)).toHaveLength(0);
    const [row] = await backend.db.select().from(members).where(eq(members.id, member.id));
    expect(row?.isPayingMember).toBe(false);
  });

  it.each([
    ['declined', sandboxTestCards.declined.number, 'card_declined'],
    ['insufficient funds', sandboxTestCards.insufficientFunds.number, 'insufficient_funds'],
  ] as const)('a %s card answers 402 and changes nothing', async (_name, number, reason) => {
    const { app } = await build();
    const member = await backend.createMember();
    const client = await loginAs(app, member.email);
    const request = body({ card: card(number) });
    const response = await client.post(PURCHASES, request);
    expect(response.statusCode).toBe(402);
    expect(apiErrorBody.parse(response.json()).error).toEqual({
      code: billingErrorCodes.declined,
      message: declineReasons[reason],
      field: 'card.number',
    });
    // A retry with the same key answers the same, without a second charge.
    expect((await client.post(PURCHASES, request)).statusCode).toBe(402);
    const rows = await paymentsOf(member.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'declined', declineReason: reason });
    expect(
      await backend.db.select().from(memberships).where(eq(memberships.memberId, member.id)),
    ).toHaveLength(0);
    const [row] = await backend.db.select().from(members).where(eq(members.id, member.id));
    expect(row).toMatchObject({ isPayingMember: false, isFullMember: false });
  });

  describe('3-D Secure', () => {
    it.each([true, false])('approve=%s', async (approve) => {
      const { app } = await build();
      const member = await backend.createMember();
      const client = await loginAs(app, member.email);
      const started = await client.post(PURCHASES, body({ card: card(sandboxTestCards.challenge.number) }));
      expect(started.statusCode, started.body).toBe(200);
      const waiting = parseBody(purchaseResponse, started).data;
      expect(waiting.status).toBe('requires_action');
      expect(waiting.challengeUrl).toBe(
        `/subscription?plan=subscription-1-month&challenge=${waiting.reference}`,
      );
      expect(
        parseBody(getPermissions.response, await client.get('/api/user/permissions/get-permissions'))
          .isPayingMember,
      ).toBe('0');

      const done = await client.post(`${PURCHASES}/${waiting.reference}/challenge`, { approve });
      if (approve) {
        expect(done.statusCode, done.body).toBe(200);
        expect(parseBody(purchaseResponse, done).data).toMatchObject({
          status: 'succeeded',
          cardLast4: '3220',
        });
        expect(
          parseBody(getPermissions.response, await client.get('/api/user/permissions/get-permissions'))
            .isPayingMember,
        ).toBe('1');
      } else {
        expect(done.statusCode).toBe(402);
        expect(apiErrorBody.parse(done.json()).error.message).toBe(declineReasons.authentication_failed);
        const receipt = parseBody(
          purchaseResponse,
          await client.get(`${PURCHASES}/${waiting.reference}`),
        ).data;
        expect(receipt).toMatchObject({ status: 'declined', declineReason: 'authentication_failed' });
      }
      // Not waiting any more.
      const again = await client.post(`${PURCHASES}/${waiting.reference}/challenge`, { approve: true });
      expect(again.statusCode).toBe(409);
      expect(apiErrorBody.parse(again.json()).error.code).toBe(billingErrorCodes.wrongState);
    });
  });

  it("answers 404 for another member's receipt", async () => {
    const { app } = await build();
    const [owner, other] = [await backend.createMember(), await backend.createMember()];
    const ownerClient = await loginAs(app, owner.email);
    const receipt = parseBody(purchaseResponse, await ownerClient.post(PURCHASES, body())).data;
    const otherClient = await loginAs(app, other.email);
    const response = await otherClient.get(`${PURCHASES}/${receipt.reference}`);
    expect(response.statusCode).toBe(404);
    expect(apiErrorBody.parse(response.json()).error.code).toBe('not_found');
    const challenge = await otherClient.post(`${PURCHASES}/${receipt.reference}/challenge`, {
      approve: true,
    });
    expect(challenge.statusCode).toBe(404);
  });

  it('a boost purchase runs 30 minutes, and a second one queues after the first', async () => {
    const { app, now } = await build();
    const member = await backend.createMember();
    const client = await loginAs(app, member.email);
    const boost = { planId: 'boost-30-minutes', amountCents: 499 };
    expect((await client.post(PURCHASES, body(boost))).statusCode).toBe(200);
    expect((await client.post(PURCHASES, body(boost))).statusCode).toBe(200);
    const rows = await backend.db
      .select()
      .from(boosts)
      .where(eq(boosts.memberId, member.id))
      .orderBy(boosts.id);
    expect(rows).toHaveLength(2);
    expect(rows[1]?.startsAt.getTime()).toBe(rows[0]?.endsAt.getTime());
    const sub = parseBody(subscriptionResponse, await client.get(SUBSCRIPTION)).data;
    expect(new Date(sub.boostEndsAt ?? 0).getTime() - now().getTime()).toBeGreaterThan(59 * 60_000);
    // A boost is not a membership.
    expect(sub.state).toBe('none');
    expect(sub.offersAvailable).toEqual([]);
  });
});
