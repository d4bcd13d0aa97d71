// N servers over one database behave as one: two apps built over the same database (each with its own sandbox
// provider, ledger and clock) share what decides a payment's outcome, because it lives in the database: a 3-D Secure
// step started on one is approved on the other, a card saved by one is charged for a renewal by the other, and a
// webhook signed with the sandbox's keys is verified by either. On PostgreSQL the second app also gets a connection
// pool of its own, as a second process would, and reads a change of membership made on the first at once.
import {
  apiErrorBody,
  billingErrorCodes,
  getPermissions,
  purchaseResponse,
  sandboxTestCards,
} from '@app/contract';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { memberships, sandboxKeys } from '../../../src/db/schema.ts';
import { signBody } from '../../../src/features/billing/signature.ts';
import type { TestClient } from '../../helper.ts';
import { describeBackends, loginAs, parseBody } from '../../helper.ts';
import type { BillingApp } from './billing-app.ts';
import { body, card, useBillingApps } from './billing-app.ts';

const PURCHASES = '/api/user/billing/purchases';
const DAY = 86_400_000;

describeBackends('billing across servers', (backend) => {
  const build = useBillingApps(backend);

  const paying = async (client: TestClient, forceReload: '0' | '1' = '0') =>
    parseBody(
      getPermissions.response,
      await client.get(`/api/user/permissions/get-permissions?forceReload=${forceReload}`),
    ).isPayingMember;

  /** One member logged in on two servers, with a payment waiting for its 3-D Secure step started on the first. */
  const challengeOnFirst = async (one: BillingApp, two: BillingApp) => {
    const member = await backend.createMember();
    const [onOne, onTwo] = [await loginAs(one.app, member.email), await loginAs(two.app, member.email)];
    const started = parseBody(
      purchaseResponse,
      await onOne.post(PURCHASES, body({ card: card(sandboxTestCards.challenge.number) })),
    ).data;
    return { onOne, onTwo, started };
  };

  it('a 3-D Secure step started on one server is approved on another', async () => {
    const [one, two] = [await build(), await build()];
    const { onOne, onTwo, started } = await challengeOnFirst(one, two);
    expect(started.status).toBe('requires_action');

    const approved = await onTwo.post(`${PURCHASES}/${started.reference}/challenge`, { approve: true });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(parseBody(purchaseResponse, approved).data).toMatchObject({
      status: 'succeeded',
      cardLast4: '3220',
    });
    expect(await paying(onOne)).toBe('1');
    expect(one.sandbox.ledger).toHaveLength(1);
    expect(two.sandbox.ledger).toHaveLength(0);
    // The step is spent for every server.
    const again = await onOne.post(`${PURCHASES}/${started.reference}/challenge`, { approve: true });
    expect(again.statusCode).toBe(409);
    expect(apiErrorBody.parse(again.json()).error.code).toBe(billingErrorCodes.wrongState);
  });

  it('a card saved on one server renews on another; a token no server gave is refused', async () => {
    const [one, two] = [await build(), await build()];
    const member = await backend.createMember();
    const onOne = await loginAs(one.app, member.email);
    expect((await onOne.post(PURCHASES, body())).statusCode).toBe(200);
    const [bought] = await backend.db.select().from(memberships).where(eq(memberships.memberId, member.id));
    expect(bought?.cardToken).toMatch(/^sbx_tok_4242_/);

    two.advance(32 * DAY);
    expect(await two.app.billing.runCycle()).toBe(1);
    expect(two.sandbox.ledger).toEqual([
      expect.objectContaining({ via: 'token', amountCents: 2999, result: 'succeeded' }),
    ]);
    const [renewed] = await backend.db.select().from(memberships).where(eq(memberships.memberId, member.id));
    expect(renewed).toMatchObject({ status: 'active' });
    expect(renewed!.periodEndsAt.getTime()).toBeGreaterThan(two.now().getTime());

    // A token the sandbox never gave (a forged or foreign one) is declined: the membership expires at its end.
    await backend.db
      .update(memberships)
      .set({ cardToken: 'sbx_tok_4242_forged000000' })
      .where(eq(memberships.memberId, member.id));
    two.advance(40 * DAY);
    expect(await two.app.billing.runCycle()).toBe(1);
    expect(two.sandbox.ledger.at(-1)).toMatchObject({ via: 'token', result: 'declined' });
    expect(await paying(onOne, '1')).toBe('0');
  });

  it("a webhook signed with the sandbox's keys is taken by any server; the keys are the database's", async () => {
    const [one, two] = [await build(), await build()];
    const member = await backend.createMember();
    const onOne = await loginAs(one.app, member.email);
    const waiting = parseBody(
      purchaseResponse,
      await onOne.post(PURCHASES, body({ card: card(sandboxTestCards.challenge.number) })),
    ).data;
    const event = JSON.stringify({
      order: { order_id: waiting.reference, status: 'approved', amount: 2999, currency: 'USD' },
      transaction: { id: 'trn-servers-1', card: { brand: 'VISA', number: '400000XXXXXX3220' } },
    });
    const send = (headers: Record<string, string>) =>
      two.app.inject({
        method: 'POST',
        url: '/api/billing/webhooks/card',
        payload: event,
        headers: { 'content-type': 'application/json', 'solidgate-event-id': 'evt-servers-1', ...headers },
      });

    const signedByOne = await one.sandbox.signWebhook(event);
    expect(signedByOne).toEqual(await two.sandbox.signWebhook(event));
    const [keys] = await backend.db.select().from(sandboxKeys);
    expect(signedByOne.merchant).toBe(keys?.publicKey);
    // Keys made up by someone else are refused.
    const forged = send({
      merchant: signedByOne.merchant!,
      signature: signBody(signedByOne.merchant!, event, 'wh_sk_sandbox_guessed'),
    });
    expect((await forged).statusCode).toBe(401);

    const taken = await send(signedByOne);
    expect(taken.statusCode, taken.body).toBe(200);
    expect(
      parseBody(purchaseResponse, await onOne.get(`${PURCHASES}/${waiting.reference}`)).data.status,
    ).toBe('succeeded');
  });

  it.runIf(backend.kind === 'postgres')(
    'PostgreSQL, a second connection pool: a membership paid through one server is read at once through the other',
    async () => {
      const [one, two] = [await build(), await build({ database: await backend.secondDatabase() })];
      const { onOne, onTwo, started } = await challengeOnFirst(one, two);
      // The first server has just looked the session up (and keeps that lookup for a moment).
      expect(await paying(onOne)).toBe('0');
      // Approved through the second server, whose sandbox reads the step the first one wrote.
      const approved = await onTwo.post(`${PURCHASES}/${started.reference}/challenge`, { approve: true });
      expect(approved.statusCode, approved.body).toBe(200);
      // What the site asks after a change of membership: the member row itself, whichever server answers.
      expect(await paying(onOne, '1')).toBe('1');
      expect(await paying(onTwo, '1')).toBe('1');
    },
  );
});
