// The membership after a purchase: cancel and reactivate, the billing cycle driven across period ends by the
// test's clock (renewal charges the card on file; a cancelled or unpaid membership expires and the member is free),
// the retention offers (each once), change of plan, and the signed webhook (bad signature 401, replays change nothing).
import type { Subscription } from '@app/contract';
import {
  DISCOUNT66_PRICE_CENTS,
  FREE_TIME_DAYS,
  apiErrorBody,
  billingErrorCodes,
  getPermissions,
  purchaseResponse,
  sandboxTestCards,
  subscriptionResponse,
} from '@app/contract';
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { members, memberships, payments } from '../../../src/db/schema.ts';
import type { TestClient } from '../../helper.ts';
import { describeBackends, loginAs, parseBody } from '../../helper.ts';
import { body, card, useBillingApps } from './billing-app.ts';

const SUBSCRIPTION = '/api/user/billing/subscription';
const DAY = 86_400_000;
let keys = 0;
const key = () => `offer-key-${Date.now()}-${++keys}`.padEnd(20, 'x');

describeBackends('membership', (backend) => {
  const build = useBillingApps(backend);

  const subscribed = async (planId = 'subscription-1-month', amountCents = 2999) => {
    const billing = await build();
    const member = await backend.createMember();
    const client = await loginAs(billing.app, member.email);
    const bought = await client.post('/api/user/billing/purchases', body({ planId, amountCents }));
    expect(bought.statusCode, bought.body).toBe(200);
    return { ...billing, member, client, receipt: parseBody(purchaseResponse, bought).data };
  };
  const view = async (client: TestClient): Promise<Subscription> =>
    parseBody(subscriptionResponse, await client.get(SUBSCRIPTION)).data;
  const paying = async (client: TestClient) =>
    parseBody(getPermissions.response, await client.get('/api/user/permissions/get-permissions'))
      .isPayingMember;
  const expectError = (response: { statusCode: number; json(): unknown }, status: number, code: string) => {
    expect(response.statusCode).toBe(status);
    expect(apiErrorBody.parse(response.json()).error.code).toBe(code);
  };

  it('cancel → reactivate → cancel → past the end: expired and free, with no renewal charge', async () => {
    const { client, sandbox, advance } = await subscribed();
    const cancelled = parseBody(
      subscriptionResponse,
      await client.post(`${SUBSCRIPTION}/cancel`, { reason: 'taking-a-break' }),
    ).data;
    expect(cancelled.state).toBe('cancelled');
    expect(cancelled.cancelledAt).not.toBeNull();
    expect(cancelled.nextRenewal).toBeNull();
    expect(await paying(client)).toBe('1');
    expectError(await client.post(`${SUBSCRIPTION}/cancel`, {}), 409, billingErrorCodes.wrongState);

    const reactivated = parseBody(subscriptionResponse, await client.post(`${SUBSCRIPTION}/reactivate`)).data;
    expect(reactivated.state).toBe('active');
    expect(reactivated.cancelledAt).toBeNull();
    expectError(await client.post(`${SUBSCRIPTION}/reactivate`), 409, billingErrorCodes.wrongState);

    expect((await client.post(`${SUBSCRIPTION}/cancel`, {})).statusCode).toBe(200);
    advance(32 * DAY);
    const expired = await view(client);
    expect(expired.state).toBe('expired');
    expect(expired.offersAvailable).toEqual([]);
    expect(await paying(client)).toBe('0');
    expect(sandbox.ledger).toHaveLength(1);
    expectError(await client.post(`${SUBSCRIPTION}/reactivate`), 409, billingErrorCodes.wrongState);
  });

  it('renews an active membership by charging the card on file, and expires it when that charge fails', async () => {
    const { app, client, member, sandbox, advance } = await subscribed();
    const first = await view(client);
    advance(32 * DAY);
    expect(await app.billing.runCycle()).toBe(1);
    expect(sandbox.ledger.map((entry) => [entry.via, entry.amountCents, entry.result])).toEqual([
      ['card', 2999, 'succeeded'],
      ['token', 2999, 'succeeded'],
    ]);
    const renewed = await view(client);
    expect(renewed.state).toBe('active');
    expect(new Date(renewed.periodEndsAt ?? 0).getTime()).toBeGreaterThan(
      new Date(first.periodEndsAt ?? 0).getTime() + 27 * DAY,
    );
    const renewals = await backend.db
      .select()
      .from(payments)
      .where(and(eq(payments.memberId, member.id), eq(payments.kind, 'renewal')));
    expect(renewals).toHaveLength(1);
    expect(renewed.lastReceipt).toBe(renewals[0]?.reference);
    // A second cycle in the same period charges nothing.
    expect(await app.billing.runCycle()).toBe(0);

    // The bank refuses the next renewal: expired, free.
    const [row] = await backend.db.select().from(members).where(eq(members.id, member.id));
    expect(row?.isPayingMember).toBe(true);
    const [membership] = await backend.db
      .select()
      .from(memberships)
      .where(eq(memberships.memberId, member.id));
    const token = membership?.cardToken;
    await sandbox.declineToken(token ?? '', 'insufficient_funds');
    advance(32 * DAY);
    expect(await app.billing.runCycle()).toBe(1);
    expect((await view(client)).state).toBe('expired');
    expect(await paying(client)).toBe('0');
  });

  it('offers: each once; discount50 renews at its price, discount66 charges the card and adds a month, free time adds days', async () => {
    const { client, sandbox } = await subscribed();
    const start = await view(client);
    const end = new Date(start.periodEndsAt ?? 0).getTime();

    // Taking an offer while cancelled keeps the membership.
    await client.post(`${SUBSCRIPTION}/cancel`, {});
    const offerKey = key();
    const half = parseBody(
      subscriptionResponse,
      await client.post(`${SUBSCRIPTION}/offers/discount50`, { idempotencyKey: offerKey }),
    ).data;
    expect(half.state).toBe('active');
    expect(half.nextRenewal).toEqual({
      planId: 'discount-50-1-month',
      planName: '1 Month',
      amountCents: 1499,
    });
    expect(half.offersAvailable).toEqual(['discount66', 'free-time-offer']);
    // A retry with the same key answers the same; a new key for the same offer is refused.
    const retry = await client.post(`${SUBSCRIPTION}/offers/discount50`, { idempotencyKey: offerKey });
    expect(retry.statusCode).toBe(200);
    expectError(
      await client.post(`${SUBSCRIPTION}/offers/discount50`, { idempotencyKey: key() }),
      409,
      billingErrorCodes.offerUsed,
    );

    const extended = parseBody(
      subscriptionResponse,
      await client.post(`${SUBSCRIPTION}/offers/discount66`, { idempotencyKey: key() }),
    ).data;
    const afterMonth = new Date(extended.periodEndsAt ?? 0).getTime();
    expect(afterMonth - end).toBeGreaterThanOrEqual(28 * DAY);
    expect(sandbox.ledger.at(-1)).toMatchObject({ via: 'token', amountCents: DISCOUNT66_PRICE_CENTS });
    expect(extended.lastReceipt).not.toBe(start.lastReceipt);

    const free = parseBody(
      subscriptionResponse,
      await client.post(`${SUBSCRIPTION}/offers/free-time-offer`, { idempotencyKey: key() }),
    ).data;
    expect(new Date(free.periodEndsAt ?? 0).getTime() - afterMonth).toBe(FREE_TIME_DAYS * DAY);
    expect(free.offersAvailable).toEqual([]);
    expect(sandbox.ledger).toHaveLength(2);
  });

  it('no live membership: offers unavailable, cancel and change of plan refused', async () => {
    const billing = await build();
    const member = await backend.createMember();
    const client = await loginAs(billing.app, member.email);
    expect(await view(client)).toMatchObject({
      state: 'none',
      plan: null,
      offersAvailable: [],
      lastReceipt: null,
    });
    expectError(
      await client.post(`${SUBSCRIPTION}/offers/free-time-offer`, { idempotencyKey: key() }),
      409,
      billingErrorCodes.offerUsed,
    );
    expectError(await client.post(`${SUBSCRIPTION}/cancel`, {}), 409, billingErrorCodes.wrongState);
    expectError(
      await client.post(`${SUBSCRIPTION}/change`, { planId: 'subscription-6-months' }),
      409,
      billingErrorCodes.wrongState,
    );
  });

  it('changes the plan from the next renewal, subscription plans only', async () => {
    const { client, app, advance, sandbox } = await subscribed();
    const changed = parseBody(
      subscriptionResponse,
      await client.post(`${SUBSCRIPTION}/change`, { planId: 'subscription-6-months' }),
    ).data;
    expect(changed.plan?.id).toBe('subscription-1-month');
    expect(changed.nextRenewal).toEqual({
      planId: 'subscription-6-months',
      planName: '6 Months',
      amountCents: 8994,
    });
    const refused = await client.post(`${SUBSCRIPTION}/change`, { planId: 'boost-30-minutes' });
    expect(refused.statusCode).toBe(400);
    expect(apiErrorBody.parse(refused.json()).error.field).toBe('planId');

    advance(32 * DAY);
    await app.billing.runCycle();
    const renewed = await view(client);
    expect(renewed.plan?.id).toBe('subscription-6-months');
    expect(sandbox.ledger.at(-1)).toMatchObject({ via: 'token', amountCents: 8994 });
  });

  it('a purchase while active extends from the end of the period', async () => {
    const { client } = await subscribed();
    const before = new Date((await view(client)).periodEndsAt ?? 0);
    const again = await client.post(
      '/api/user/billing/purchases',
      body({ planId: 'subscription-3-months', amountCents: 5997 }),
    );
    expect(again.statusCode).toBe(200);
    const after = new Date((await view(client)).periodEndsAt ?? 0);
    expect(after.getTime() - before.getTime()).toBeGreaterThan(88 * DAY);
  });

  it('webhook: a wrong or missing signature is 401; a signed event settles a payment once, replays change nothing', async () => {
    const billing = await build();
    const member = await backend.createMember();
    const client = await loginAs(billing.app, member.email);
    const waiting = parseBody(
      purchaseResponse,
      await client.post(
        '/api/user/billing/purchases',
        body({ card: card(sandboxTestCards.challenge.number) }),
      ),
    ).data;
    const url = '/api/billing/webhooks/card';
    const event = JSON.stringify({
      order: { order_id: waiting.reference, status: 'approved', amount: 2999, currency: 'USD' },
      transaction: {
        id: 'trn-1',
        card: { brand: 'VISA', number: '400000XXXXXX3220', card_token: { token: 'tok-3220' } },
      },
    });
    const send = (headers: Record<string, string>, payload = event) =>
      billing.app.inject({
        method: 'POST',
        url,
        payload,
        headers: { 'content-type': 'application/json', 'solidgate-event-id': 'evt-1', ...headers },
      });

    const unsigned = await send({});
    expect(unsigned.statusCode).toBe(401);
    expect(apiErrorBody.parse(unsigned.json()).error.code).toBe('invalid_credentials');
    const signed = await billing.sandbox.signWebhook(event);
    const tampered = await send(signed, event.replace('2999', '1'));
    expect(tampered.statusCode).toBe(401);
    expect(
      parseBody(purchaseResponse, await client.get(`/api/user/billing/purchases/${waiting.reference}`)).data
        .status,
    ).toBe('requires_action');

    // Signed, without the XSRF cookie or header a browser would send: the provider's server calls it.
    const taken = await send(signed);
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json()).toEqual({ success: true });
    expect(
      parseBody(purchaseResponse, await client.get(`/api/user/billing/purchases/${waiting.reference}`)).data
        .status,
    ).toBe('succeeded');
    expect(await paying(client)).toBe('1');

    // The same event again: 200, nothing changes (a cancel in between stays).
    await client.post(`${SUBSCRIPTION}/cancel`, {});
    const replay = await send(signed);
    expect(replay.statusCode).toBe(200);
    expect((await view(client)).state).toBe('cancelled');
    const rows = await backend.db.select().from(payments).where(eq(payments.memberId, member.id));
    expect(rows).toHaveLength(1);
  });
});
