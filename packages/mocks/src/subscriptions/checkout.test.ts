import {
  BOOST_MINUTES,
  billingErrorCodes,
  declineReasons,
  getPermissions,
  sandboxTestCards,
} from '@app/contract';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MOCK_NOW } from '../clock.ts';
import { memberIds } from '../factories.ts';
import { allHandlers } from '../groups.ts';
import { memberScenario } from '../scenarios.ts';
import { PAID_REFERENCE, checkoutScenario } from './checkout-scenarios.ts';
import { cardBrand, checkoutMessages } from './checkout.ts';
import { subscriptionView } from './rules.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read answers loosely, the handlers parse them
type Loose = any;
const base = 'http://localhost';
const call = async (method: string, path: string, body?: unknown) => {
  const response = await fetch(`${base}${path}`, {
    method,
    ...(body === undefined
      ? {}
      : { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Loose };
};

function serve(memberId: number | null = memberIds.free) {
  const { db, handlers } = memberScenario(memberId);
  server.use(...allHandlers(handlers));
  return db;
}

const card = (number: string = sandboxTestCards.success.number) => ({
  number,
  expMonth: 12,
  expYear: MOCK_NOW.getUTCFullYear() + 2,
  cvc: '123',
  name: 'Sam Free',
  zip: '10001',
});
let keys = 0;
const newKey = () => `test-key-${(keys += 1).toString().padStart(8, '0')}`;
const buy = (
  body: Partial<{ planId: string; amountCents: number; idempotencyKey: string; card: unknown }> = {},
) =>
  call('POST', '/api/user/billing/purchases', {
    planId: 'subscription-1-month',
    amountCents: 2999,
    idempotencyKey: newKey(),
    card: card(),
    ...body,
  });

describe('createPurchase', () => {
  it('charges the plan, makes the member paying and full at once, and answers the receipt', async () => {
    const db = serve();
    const { status, body } = await buy();
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      status: 'succeeded',
      planId: 'subscription-1-month',
      planName: '1 Month',
      amountCents: 2999,
      cardBrand: 'Visa',
      cardLast4: '4242',
      paidAt: MOCK_NOW.toISOString(),
      declineReason: null,
    });
    expect(body.data.reference).toMatch(/^SPK-[A-Z0-9]{6,20}$/);
    const view = subscriptionView(db, memberIds.free);
    expect(view).toMatchObject({ state: 'active', lastReceipt: body.data.reference });
    expect(view.periodEndsAt).toBe('2026-12-20T12:00:00.000Z');
    expect(db.currentMember()?.role).toBe('paying');
    const permissions = await call('GET', `${getPermissions.path}?forceReload=1`);
    expect(permissions.body).toMatchObject({ isPayingMember: '1', isFullMember: '1' });
  });

  it('answers the same purchase for the same key: a double click or a retry charges once', async () => {
    const db = serve();
    const idempotencyKey = newKey();
    const [first, second] = await Promise.all([buy({ idempotencyKey }), buy({ idempotencyKey })]);
    const third = await buy({ idempotencyKey });
    expect(second.body.data.reference).toBe(first.body.data.reference);
    expect(third.body.data.reference).toBe(first.body.data.reference);
    expect(db.purchases.size).toBe(1);
    const other = await buy({ idempotencyKey, planId: 'subscription-3-months', amountCents: 5997 });
    expect(other.status).toBe(409);
    expect(other.body.error).toMatchObject({ code: billingErrorCodes.keyReused, field: 'idempotencyKey' });
  });

  it('keys are per member: another member’s key does not answer their purchase', async () => {
    const db = serve(memberIds.free);
    const idempotencyKey = newKey();
    const mine = await buy({ idempotencyKey });
    db.sessionMemberId = memberIds.newProfile;
    const theirs = await buy({ idempotencyKey });
    expect(theirs.body.data.reference).not.toBe(mine.body.data.reference);
  });

  it.each([
    ['declined', sandboxTestCards.declined.number, 'card_declined'],
    ['insufficient funds', sandboxTestCards.insufficientFunds.number, 'insufficient_funds'],
  ] as const)(
    'a %s card answers 402 naming the card number, and charges nothing',
    async (_, number, reason) => {
      const db = serve();
      const { status, body } = await buy({ card: card(number) });
      expect(status).toBe(402);
      expect(body.error).toEqual({
        code: billingErrorCodes.declined,
        message: declineReasons[reason],
        field: 'card.number',
      });
      expect(subscriptionView(db, memberIds.free)).toMatchObject({ state: 'none', lastReceipt: null });
      expect(db.currentMember()?.role).toBe('free');
    },
  );

  it('an expired card is declined as expired', async () => {
    serve();
    const { status, body } = await buy({ card: { ...card(), expMonth: 10, expYear: 2026 } });
    expect(status).toBe(402);
    expect(body.error.message).toBe(declineReasons.expired_card);
  });

  it('prices every purchase itself: a tampered price is refused, an unknown plan names planId', async () => {
    const db = serve();
    const tampered = await buy({ amountCents: 1 });
    expect(tampered.status).toBe(409);
    expect(tampered.body.error.code).toBe(billingErrorCodes.priceChanged);
    const unknown = await buy({ planId: 'free-forever' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toMatchObject({ field: 'planId', message: checkoutMessages.unknownPlan });
    expect(db.purchases.size).toBe(0);
  });

  it('checks the card with the contract (Luhn, ZIP) before anything', async () => {
    serve();
    const luhn = await buy({ card: card('4242424242424241') });
    expect(luhn.status).toBe(400);
    expect(luhn.body.error.field).toBe('card.number');
    const zip = await buy({ card: { ...card(), zip: '1' } });
    expect(zip.body.error.field).toBe('card.zip');
  });

  it('a boost starts a boost and leaves the membership alone', async () => {
    const db = serve();
    const { body } = await buy({ planId: 'boost-30-minutes', amountCents: 499 });
    expect(body.data.kind).toBe('boost');
    expect(db.boosts.get(memberIds.free)).toBe(
      new Date(MOCK_NOW.getTime() + BOOST_MINUTES * 60_000).toISOString(),
    );
    expect(subscriptionView(db, memberIds.free).state).toBe('none');
  });

  it('adds a new period after the running one for a paying member', async () => {
    const db = serve(memberIds.paying);
    const before = subscriptionView(db, memberIds.paying).periodEndsAt!;
    await buy();
    const after = subscriptionView(db, memberIds.paying).periodEndsAt!;
    expect(new Date(after).getUTCMonth()).toBe((new Date(before).getUTCMonth() + 1) % 12);
  });

  it('honours billingFaults: failures store nothing, and a retry with the same key then charges once', async () => {
    const db = serve();
    db.billingFaults.fail = 1;
    const idempotencyKey = newKey();
    expect((await buy({ idempotencyKey })).status).toBe(500);
    expect(db.purchases.size).toBe(0);
    expect((await buy({ idempotencyKey })).status).toBe(200);
    expect(db.purchases.size).toBe(1);
  });

  it('answers 401 to nobody', async () => {
    serve(null);
    expect((await buy()).status).toBe(401);
  });
});

describe('3-D Secure and receipts', () => {
  it('a challenge card waits for the bank check; approving it pays', async () => {
    const db = serve();
    const { body } = await buy({ card: card(sandboxTestCards.challenge.number) });
    expect(body.data.status).toBe('requires_action');
    expect(body.data.challengeUrl).toContain(body.data.reference);
    expect(subscriptionView(db, memberIds.free).state).toBe('none');
    const done = await call('POST', `/api/user/billing/purchases/${body.data.reference}/challenge`, {
      approve: true,
    });
    expect(done.body.data).toMatchObject({ status: 'succeeded', challengeUrl: null });
    expect(subscriptionView(db, memberIds.free).state).toBe('active');
  });

  it('failing the bank check declines the purchase, and charges nothing', async () => {
    const db = serve();
    const { body } = await buy({ card: card(sandboxTestCards.challenge.number) });
    const failed = await call('POST', `/api/user/billing/purchases/${body.data.reference}/challenge`, {
      approve: false,
    });
    expect(failed.status).toBe(402);
    expect(failed.body.error.message).toBe(declineReasons.authentication_failed);
    expect(subscriptionView(db, memberIds.free).state).toBe('none');
  });

  it('a member reads their own receipts only (another member’s is 404)', async () => {
    const db = serve();
    const { body } = await buy();
    const receipt = await call('GET', `/api/user/billing/purchases/${body.data.reference}`);
    expect(receipt.body.data).toEqual(body.data);
    db.sessionMemberId = memberIds.paying;
    expect((await call('GET', `/api/user/billing/purchases/${body.data.reference}`)).status).toBe(404);
    expect((await call('GET', '/api/user/billing/purchases/SPK-NOPE0000')).status).toBe(404);
  });
});

it('names card brands by their first digits', () => {
  expect(cardBrand('4242424242424242')).toBe('Visa');
  expect(cardBrand('5555555555554444')).toBe('Mastercard');
  expect(cardBrand('378282246310005')).toBe('American Express');
  expect(cardBrand('6011111111111117')).toBe('Discover');
});

describe('checkout scenarios', () => {
  it('paid: the receipt is the membership’s last, the member is paying', async () => {
    const { db, handlers } = checkoutScenario('paid');
    server.use(...allHandlers(handlers));
    expect(subscriptionView(db, memberIds.free)).toMatchObject({
      state: 'active',
      lastReceipt: PAID_REFERENCE,
    });
    const receipt = await call('GET', `/api/user/billing/purchases/${PAID_REFERENCE}`);
    expect(receipt.body.data).toMatchObject({ planName: '1 Month', amountCents: 2999, cardLast4: '4242' });
    db.reset();
    expect(db.purchases.has(PAID_REFERENCE)).toBe(true);
  });

  it('networkDown: the first purchase fails, the retry pays', async () => {
    const { handlers } = checkoutScenario('networkDown');
    server.use(...allHandlers(handlers));
    const idempotencyKey = newKey();
    expect((await buy({ idempotencyKey })).status).toBe(500);
    expect((await buy({ idempotencyKey })).status).toBe(200);
  });
});

describe('checkouts', () => {
  const open = (planId = 'subscription-1-month') => call('POST', '/api/user/billing/checkouts', { planId });

  it('one open checkout per plan; a decline gives it a new key; paid closes it; the plan held is refused', async () => {
    serve();
    const first = (await open()).body.data;
    expect(first).toMatchObject({ status: 'open', purchase: null });
    expect((await open()).body.data.id).toBe(first.id);

    const declined = await buy({
      idempotencyKey: first.idempotencyKey,
      card: card(sandboxTestCards.declined.number),
    });
    expect(declined.status).toBe(402);
    const reopened = (await call('GET', `/api/user/billing/checkouts/${first.id}`)).body.data;
    expect(reopened).toMatchObject({ status: 'open', purchase: { status: 'declined' } });
    expect(reopened.idempotencyKey).not.toBe(first.idempotencyKey);

    expect((await buy({ idempotencyKey: reopened.idempotencyKey })).status).toBe(200);
    expect((await call('GET', `/api/user/billing/checkouts/${first.id}`)).body.data.status).toBe('succeeded');
    const held = await open();
    expect(held.status).toBe(409);
    expect(held.body.error).toMatchObject({ code: billingErrorCodes.planHeld, field: 'planId' });
    expect((await buy()).status).toBe(409);
  });

  it("another member's checkout is answered 404", async () => {
    const db = serve();
    const theirs = (await open()).body.data.id as string;
    db.sessionMemberId = memberIds.paying;
    const answer = await call('GET', `/api/user/billing/checkouts/${theirs}`);
    expect(answer.status).toBe(404);
    expect(answer.body.error.field).toBe('checkoutId');
  });
});
