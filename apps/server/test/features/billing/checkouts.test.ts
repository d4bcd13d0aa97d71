// A purchase is one checkout from the moment its page opens: a reload, a second tab or a double submit finds the same
// checkout, pays with its key and answers that payment's outcome (paid, declined, 3-D Secure waiting), charging the
// card once; a declined attempt reopens it with a new key; the plan of a live membership is never sold again. Charges
// are counted in the sandbox provider's ledger, with the card charge held in flight where the test needs one.
import type { Checkout } from '@app/contract';
import {
  apiErrorBody,
  billingErrorCodes,
  checkoutResponse,
  purchaseResponse,
  sandboxTestCards,
} from '@app/contract';
import { eq } from 'drizzle-orm';
import { expect, it, vi } from 'vitest';
import { payments } from '../../../src/db/schema.ts';
import type { TestClient } from '../../helper.ts';
import { describeBackends, loginAs, parseBody } from '../../helper.ts';
import { HeldSandbox, body, card, useBillingApps } from './billing-app.ts';

const CHECKOUTS = '/api/user/billing/checkouts';
const PURCHASES = '/api/user/billing/purchases';
const MONTH = { planId: 'subscription-1-month', amountCents: 2999 } as const;

describeBackends('checkouts', (backend) => {
  const build = useBillingApps(backend);

  const open = async (client: TestClient, planId: string = MONTH.planId): Promise<Checkout> => {
    const response = await client.post(CHECKOUTS, { planId });
    expect(response.statusCode, response.body).toBe(200);
    return parseBody(checkoutResponse, response).data;
  };
  const reload = async (client: TestClient, id: string): Promise<Checkout> =>
    parseBody(checkoutResponse, await client.get(`${CHECKOUTS}/${id}`)).data;
  const pay = (client: TestClient, checkout: Checkout, number?: string) =>
    client.post(PURCHASES, body({ ...MONTH, idempotencyKey: checkout.idempotencyKey, card: card(number) }));
  const paymentsOf = (memberId: number) =>
    backend.db.select().from(payments).where(eq(payments.memberId, memberId));
  const expectError = (
    response: { statusCode: number; json(): unknown },
    status: number,
    code: string,
    field?: string,
  ) => {
    expect(response.statusCode).toBe(status);
    expect(apiErrorBody.parse(response.json()).error).toMatchObject({ code, ...(field ? { field } : {}) });
  };

  it('every tab and reload opens the same checkout, with the key its payment uses', async () => {
    const { app } = await build();
    const member = await backend.createMember();
    const [tab1, tab2] = [await loginAs(app, member.email), await loginAs(app, member.email)];
    const opened = await Promise.all([open(tab1), open(tab2), open(tab1)]);
    expect(new Set(opened.map((c) => c.id)).size).toBe(1);
    expect(opened[0]).toMatchObject({ planId: MONTH.planId, status: 'open', purchase: null });
    expect(opened[0]?.id).toMatch(/^CHK-[A-Z0-9]{10}$/);
    expect(new Set(opened.map((c) => c.idempotencyKey)).size).toBe(1);
    expect(await reload(tab2, opened[0]!.id)).toEqual(opened[0]);
    // Another plan is another checkout.
    expect((await open(tab1, 'subscription-3-months')).id).not.toBe(opened[0]?.id);
  });

  it('a reload while the payment is in flight shows it processing, then paid; paying again charges nothing', async () => {
    const held = new HeldSandbox(backend.db);
    const { app } = await build({ provider: held });
    const member = await backend.createMember();
    const tab = await loginAs(app, member.email);
    const checkout = await open(tab);
    const first = pay(tab, checkout);
    await vi.waitFor(() => expect(held.waiting).toBe(1));

    // The page reloads: the answer of the first request is lost, the checkout says where the payment stands.
    const during = await reload(tab, checkout.id);
    expect(during.status).toBe('processing');
    expect(during.purchase?.status).toBe('processing');
    expect((await open(tab)).id).toBe(checkout.id);

    held.release();
    const paid = parseBody(purchaseResponse, await first).data;
    expect(paid.status).toBe('succeeded');
    const after = await reload(tab, checkout.id);
    expect(after).toMatchObject({ status: 'succeeded', purchase: { reference: paid.reference } });

    // The reloaded page submits again with the checkout's key: the same receipt, no second charge.
    const again = await pay(tab, after);
    expect(again.statusCode, again.body).toBe(200);
    expect(parseBody(purchaseResponse, again).data.reference).toBe(paid.reference);
    expect(held.ledger).toHaveLength(1);
    expect(await paymentsOf(member.id)).toHaveLength(1);
  });

  it('a double submit and a second tab while the first is in flight: one charge, one receipt for all', async () => {
    const held = new HeldSandbox(backend.db);
    const { app } = await build({ provider: held });
    const member = await backend.createMember();
    const [tab1, tab2] = [await loginAs(app, member.email), await loginAs(app, member.email)];
    const checkout = await open(tab1);
    const submits = [pay(tab1, checkout), pay(tab1, checkout)];
    await vi.waitFor(() => expect(held.waiting).toBe(1));
    // The second tab opened the same checkout and pays with its key.
    submits.push(pay(tab2, await open(tab2)));
    held.release();
    const answers = await Promise.all(submits);
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const references = new Set(answers.map((a) => parseBody(purchaseResponse, a).data.reference));
    expect(references.size).toBe(1);
    expect(held.ledger).toHaveLength(1);
    expect(held.waiting).toBe(1);
    expect(await paymentsOf(member.id)).toHaveLength(1);
    expect((await reload(tab2, checkout.id)).status).toBe('succeeded');
  });

  it('many concurrent submits with the checkout key charge once', async () => {
    const { app, sandbox } = await build();
    const member = await backend.createMember();
    const tab = await loginAs(app, member.email);
    const checkout = await open(tab);
    const answers = await Promise.all(Array.from({ length: 12 }, () => pay(tab, checkout)));
    expect(new Set(answers.map((a) => parseBody(purchaseResponse, a).data.reference)).size).toBe(1);
    expect(sandbox.ledger).toHaveLength(1);
  });

  it('a declined attempt reopens the checkout with a new key: the same key answers the decline, a new card pays', async () => {
    const { app, sandbox } = await build();
    const member = await backend.createMember();
    const tab = await loginAs(app, member.email);
    const checkout = await open(tab);
    expectError(await pay(tab, checkout, sandboxTestCards.declined.number), 402, billingErrorCodes.declined);

    const reopened = await reload(tab, checkout.id);
    expect(reopened).toMatchObject({
      status: 'open',
      purchase: { status: 'declined', declineReason: 'card_declined' },
    });
    expect(reopened.idempotencyKey).not.toBe(checkout.idempotencyKey);
    expect((await open(tab)).idempotencyKey).toBe(reopened.idempotencyKey);
    // A late double submit of the declined attempt answers its decline, without asking the bank again.
    expectError(await pay(tab, checkout, sandboxTestCards.declined.number), 402, billingErrorCodes.declined);
    expect(sandbox.ledger).toHaveLength(1);

    const paid = await pay(tab, reopened);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await reload(tab, checkout.id)).toMatchObject({
      status: 'succeeded',
      purchase: { status: 'succeeded', cardLast4: '4242' },
    });
    expect(sandbox.ledger.map((entry) => entry.result)).toEqual(['declined', 'succeeded']);
  });

  it('3-D Secure waiting: the reload and the second tab show the challenge; approving it on either pays once', async () => {
    const { app, sandbox } = await build();
    const member = await backend.createMember();
    const [tab1, tab2] = [await loginAs(app, member.email), await loginAs(app, member.email)];
    const checkout = await open(tab1);
    const started = parseBody(
      purchaseResponse,
      await pay(tab1, checkout, sandboxTestCards.challenge.number),
    ).data;
    expect(started.status).toBe('requires_action');

    const seen = await open(tab2);
    expect(seen).toMatchObject({
      id: checkout.id,
      status: 'requires_action',
      purchase: { reference: started.reference, challengeUrl: started.challengeUrl },
    });
    // The second tab submits too, and so does a stale page with a key of its own: the same step, no new payment.
    for (const again of [await pay(tab2, seen), await tab2.post(PURCHASES, body(MONTH))])
      expect(parseBody(purchaseResponse, again).data).toMatchObject({
        reference: started.reference,
        status: 'requires_action',
      });
    expect(await paymentsOf(member.id)).toHaveLength(1);

    const approved = await tab2.post(`${PURCHASES}/${started.reference}/challenge`, { approve: true });
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await reload(tab1, checkout.id)).status).toBe('succeeded');
    expect(sandbox.ledger).toHaveLength(1);
  });

  it('never sells the plan of a live membership again: 409 at checkout and at purchase, nothing charged', async () => {
    const { app, sandbox } = await build();
    const member = await backend.createMember();
    const tab = await loginAs(app, member.email);
    const checkout = await open(tab);
    expect((await pay(tab, checkout)).statusCode).toBe(200);

    expectError(
      await tab.post(CHECKOUTS, { planId: MONTH.planId }),
      409,
      billingErrorCodes.planHeld,
      'planId',
    );
    expectError(await tab.post(PURCHASES, body(MONTH)), 409, billingErrorCodes.planHeld, 'planId');
    expect(sandbox.ledger).toHaveLength(1);
    // The paid checkout still shows its outcome, and another plan is on sale.
    expect((await reload(tab, checkout.id)).status).toBe('succeeded');
    expect((await open(tab, 'subscription-3-months')).status).toBe('open');

    // Cancelled but not ended: still theirs (reactivating is the way back).
    expect((await tab.post('/api/user/billing/subscription/cancel', {})).statusCode).toBe(200);
    expectError(await tab.post(CHECKOUTS, { planId: MONTH.planId }), 409, billingErrorCodes.planHeld);
  });

  it('a paid boost closes its checkout: the next boost is a checkout of its own', async () => {
    const { app } = await build();
    const member = await backend.createMember();
    const tab = await loginAs(app, member.email);
    const first = await open(tab, 'boost-30-minutes');
    const bought = await tab.post(
      PURCHASES,
      body({ planId: 'boost-30-minutes', amountCents: 499, idempotencyKey: first.idempotencyKey }),
    );
    expect(bought.statusCode, bought.body).toBe(200);
    const next = await open(tab, 'boost-30-minutes');
    expect(next.id).not.toBe(first.id);
    expect(next).toMatchObject({ status: 'open', purchase: null });
    expect((await reload(tab, first.id)).status).toBe('succeeded');
  });

  it("another member's checkout is answered like one that does not exist; its key pays nothing for them", async () => {
    const { app, sandbox } = await build();
    const [owner, other] = [await backend.createMember(), await backend.createMember()];
    const ownerTab = await loginAs(app, owner.email);
    const checkout = await open(ownerTab);
    const otherTab = await loginAs(app, other.email);
    const theirs = await otherTab.get(`${CHECKOUTS}/${checkout.id}`);
    const missing = await otherTab.get(`${CHECKOUTS}/CHK-NOSUCH0000`);
    expectError(theirs, 404, 'not_found', 'checkoutId');
    expect(theirs.json()).toEqual(missing.json());
    // The key is the owner's checkout's only for the owner: for the other member it is a purchase of their own.
    expect((await pay(otherTab, checkout)).statusCode).toBe(200);
    expect((await reload(ownerTab, checkout.id)).status).toBe('open');
    expect(sandbox.ledger).toHaveLength(1);
  });
});
