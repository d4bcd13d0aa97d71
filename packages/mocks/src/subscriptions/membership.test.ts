import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Subscription } from '@app/contract';
import {
  billingErrorCodes,
  DISCOUNT50_PLAN_ID,
  DISCOUNT66_PRICE_CENTS,
  FREE_TIME_DAYS,
  subscriptionResponse,
} from '@app/contract';
import { MOCK_NOW } from '../clock.ts';
import { memberIds } from '../factories.ts';
import { allHandlers } from '../groups.ts';
import { memberScenario } from '../scenarios.ts';
import type { MembershipScenarioName } from './membership-scenarios.ts';
import { membershipScenario } from './membership-scenarios.ts';
import { addDays, addMonths } from './rules.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const base = 'http://localhost/api/user/billing/subscription';
const key = (n: number) => `offer-attempt-key-${String(n).padStart(4, '0')}`;

function open(name: MembershipScenarioName) {
  const { db, handlers } = membershipScenario(name);
  server.use(...allHandlers(handlers));
  return db;
}

async function call(path: string, body?: unknown) {
  const response = await fetch(`${base}${path}`, {
    method: path === '' ? 'GET' : 'POST',
    ...(body === undefined
      ? {}
      : { body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } }),
  });
  const json = (await response.json()) as { data?: Subscription; error?: { code: string; field?: string } };
  if (response.ok) subscriptionResponse.parse(json);
  return { status: response.status, data: json.data!, error: json.error };
}

const renewal = addDays(MOCK_NOW, 50).toISOString();

describe('membership handlers', () => {
  it('shows the paying demo member active: plan, renewal, card, every offer', async () => {
    open('active');
    const { status, data } = await call('');
    expect(status).toBe(200);
    expect(data).toMatchObject({
      state: 'active',
      plan: { id: 'subscription-3-months', priceCents: 5997 },
      periodEndsAt: renewal,
      nextRenewal: { planId: 'subscription-3-months', amountCents: 5997 },
      card: { brand: 'Visa', last4: '4242' },
      offersAvailable: ['discount50', 'discount66', 'free-time-offer'],
      boostEndsAt: null,
    });
  });

  it('a member who never subscribed is none, with no offers', async () => {
    open('none');
    const { data } = await call('');
    expect(data).toMatchObject({ state: 'none', plan: null, offersAvailable: [], nextRenewal: null });
  });

  it('cancel keeps the period and stops renewal; a second cancel is 409; reactivate renews again', async () => {
    const db = open('active');
    const cancelled = await call('/cancel', { reason: 'taking-a-break' });
    expect(cancelled.data).toMatchObject({
      state: 'cancelled',
      periodEndsAt: renewal,
      cancelledAt: MOCK_NOW.toISOString(),
      nextRenewal: null,
    });
    expect(db.members.find((m) => m.id === memberIds.paying)?.role).toBe('paying');
    expect((await call('/cancel', {})).error?.code).toBe(billingErrorCodes.wrongState);

    const again = await call('/reactivate');
    expect(again.data).toMatchObject({ state: 'active', cancelledAt: null, periodEndsAt: renewal });
    expect((await call('/reactivate')).error?.code).toBe(billingErrorCodes.wrongState);
  });

  it('a cancelled period that has ended is expired: the member is free and cannot reactivate', async () => {
    const db = open('cancelled');
    db.clock = addDays(MOCK_NOW, 51).getTime();
    const { status, error } = await call('/reactivate');
    expect(status).toBe(409);
    expect(error?.code).toBe(billingErrorCodes.wrongState);
    expect((await call('')).data.state).toBe('expired');
    expect(db.members.find((m) => m.id === memberIds.paying)?.role).toBe('free');
  });

  it('an unknown reason is a 400 naming the field', async () => {
    open('active');
    const { status, error } = await call('/cancel', { reason: 'bored' });
    expect(status).toBe(400);
    expect(error?.field).toBe('reason');
  });

  it('free time adds the days once; taking it again is offer_unavailable', async () => {
    open('active');
    const { data } = await call('/offers/free-time-offer', { idempotencyKey: key(1) });
    expect(data.periodEndsAt).toBe(addDays(new Date(renewal), FREE_TIME_DAYS).toISOString());
    expect(data.offersAvailable).toEqual(['discount50', 'discount66']);
    const again = await call('/offers/free-time-offer', { idempotencyKey: key(2) });
    expect(again.status).toBe(409);
    expect(again.error?.code).toBe(billingErrorCodes.offerUsed);
  });

  it('discount50 makes the next renewal the discount plan; a retry with its key answers the same', async () => {
    open('active');
    const { data } = await call('/offers/discount50', { idempotencyKey: key(1) });
    expect(data.nextRenewal).toMatchObject({ planId: DISCOUNT50_PLAN_ID, amountCents: 1499 });
    const retry = await call('/offers/discount50', { idempotencyKey: key(1) });
    expect(retry.status).toBe(200);
    expect(retry.data).toEqual(data);
  });

  it('discount66 charges the card once per key and extends a month; a cancelled membership stays', async () => {
    const db = open('cancelled');
    const first = await call('/offers/discount66', { idempotencyKey: key(7) });
    expect(first.data).toMatchObject({
      state: 'active',
      periodEndsAt: addMonths(new Date(renewal), 1).toISOString(),
    });
    const retry = await call('/offers/discount66', { idempotencyKey: key(7) });
    expect(retry.status).toBe(200);
    expect(retry.data.periodEndsAt).toBe(first.data.periodEndsAt);
    const charges = [...db.purchases.values()].filter((entry) => entry.purchase.kind === 'offer');
    expect(charges).toHaveLength(1);
    expect(charges[0]?.purchase).toMatchObject({ amountCents: DISCOUNT66_PRICE_CENTS, cardLast4: '4242' });
    expect(retry.data.lastReceipt).toBe(charges[0]?.purchase.reference);
    // The same key for another offer is refused.
    expect((await call('/offers/free-time-offer', { idempotencyKey: key(7) })).error?.code).toBe(
      billingErrorCodes.keyReused,
    );
  });

  it('an offer taken already, or without a live membership, is unavailable', async () => {
    open('activeFreeTime');
    expect((await call('/offers/discount50', { idempotencyKey: key(1) })).error?.code).toBe(
      billingErrorCodes.offerUsed,
    );
    open('expired');
    expect((await call('/offers/free-time-offer', { idempotencyKey: key(2) })).error?.code).toBe(
      billingErrorCodes.offerUsed,
    );
    open('none');
    expect((await call('/offers/free-time-offer', { idempotencyKey: key(3) })).error?.code).toBe(
      billingErrorCodes.offerUsed,
    );
  });

  it('change of plan applies from the renewal; a non-subscription plan is a 400 on planId', async () => {
    open('active');
    const { data } = await call('/change', { planId: 'subscription-6-months' });
    expect(data.plan?.id).toBe('subscription-3-months');
    expect(data.nextRenewal).toMatchObject({ planId: 'subscription-6-months', amountCents: 8994 });
    const boost = await call('/change', { planId: 'boost-30-minutes' });
    expect(boost.status).toBe(400);
    expect(boost.error?.field).toBe('planId');
    open('cancelled');
    expect((await call('/change', { planId: 'subscription-1-month' })).error?.code).toBe(
      billingErrorCodes.wrongState,
    );
  });

  it('billingFaults.fail answers 500 and stores nothing; nobody logged in is 401', async () => {
    const db = open('active');
    db.billingFaults.fail = 1;
    expect((await call('/cancel', {})).status).toBe(500);
    expect((await call('')).data.state).toBe('active');
    server.use(...allHandlers(memberScenario(null).handlers));
    expect((await call('')).status).toBe(401);
  });

  it('a running boost shows its end', async () => {
    open('boostRunning');
    const { data } = await call('');
    expect(new Date(data.boostEndsAt!).getTime() - MOCK_NOW.getTime()).toBe((18 * 60 + 30) * 1000);
  });
});
