// Paying: the paywall per feature, the checkout through the payment sandbox (its test cards reach every outcome), and
// the membership in each state, all produced by paying and cancelling through the real endpoints.
import type { CardInput, RetentionOffer } from '@app/contract';
import { sandboxTestCards } from '@app/contract';
import { RECORDING_NOW } from '../determinism.ts';
import type { Member, Scenario, ScenarioContext } from '../scenario.ts';
import { free, paying, shell } from './shell.ts';

const RECORDING_TIME = new Date(RECORDING_NOW).toISOString();

/** The page the stories pay from: 1 Month, back to "who liked me" once paid. */
export const CHECKOUT_PLAN = 'subscription-1-month';

/** The card as the checkout form reads what the stories type (stories/Pages/SubscriptionCheckout.stories.tsx). */
const typedCard = (number: string = sandboxTestCards.success.number): CardInput => ({
  number,
  expMonth: 12,
  expYear: 2030,
  cvc: '123',
  name: 'Sam Free',
  zip: '10001',
});

interface CheckoutData {
  id: string;
  idempotencyKey: string;
}
interface PlanData {
  id: string;
  kind: string;
  priceCents: number;
}

const dataOf = <T>(answer: { body: unknown }) => (answer.body as { data: T }).data;

/** The plans the checkout page reads (its plan among them), then its checkout of `planId`. */
async function openCheckout(member: Member, planId = CHECKOUT_PLAN) {
  const plans = dataOf<{ Plans: PlanData[] }>(
    await member.call('webProducts', { query: { action: 'checkout' } }),
  ).Plans;
  const micro = dataOf<{ Plans: PlanData[] }>(
    await member.call('microPlan', { query: { action: 'checkout' } }),
  ).Plans;
  const plan = [...plans, ...micro].find((candidate) => candidate.id === planId);
  if (!plan) throw new Error(`No plan ${planId} on sale`);
  const checkout = dataOf<CheckoutData>(await member.call('openCheckout', { body: { planId } }));
  return { plan, checkout };
}

/** Pays for `planId` with `card` as the checkout page does (the checkout's key). */
async function pay(member: Member, planId = CHECKOUT_PLAN, card = typedCard()) {
  const { plan, checkout } = await openCheckout(member, planId);
  const answer = await member.call('createPurchase', {
    body: { planId, amountCents: plan.priceCents, idempotencyKey: checkout.idempotencyKey, card },
  });
  return { checkout, answer };
}

/** What a membership page reads: the membership and the plans beside it. */
async function membershipReads(member: Member): Promise<void> {
  await member.call('getSubscription');
  await member.call('webProducts', { query: { action: 'subscription' } });
  await member.call('microPlan', { query: { action: 'subscription' } });
}

/** What the site reads again once the membership changed: the permissions afresh, billing, then the shell. */
async function afterChange(member: Member): Promise<void> {
  await member.call('flushPermissions');
  await member.call('getPermissions', { query: { forceReload: 1 } });
  await membershipReads(member);
  await shell(member);
}

/** Paid: the checkout read again, the receipt the success page shows, then what a change of membership reads. */
async function afterPaid(member: Member, checkoutId: string): Promise<void> {
  const paid = dataOf<{ purchase: { reference: string } | null }>(
    await member.call('getCheckout', { params: { checkoutId } }),
  );
  if (!paid.purchase) throw new Error('Paid, yet the checkout has no purchase');
  await member.call('getPurchase', { params: { reference: paid.purchase.reference } });
  await afterChange(member);
}

/** The paying demo login, the offers in `taken` already accepted (each changes the membership as the server does). */
async function offersTaken({ other }: ScenarioContext, taken: RetentionOffer[]): Promise<void> {
  const browser = await other().login(paying);
  for (const [index, offer] of taken.entries())
    await browser.call('acceptOffer', {
      params: { offer },
      body: { idempotencyKey: `recorder-offer-key-${index}-000000` },
    });
}

/** The paying demo login on the membership pages, recorded with cancel and reactivate (each read again). */
async function membershipJourney({ member }: ScenarioContext, offer?: RetentionOffer): Promise<void> {
  await member.login(paying);
  await shell(member);
  await membershipReads(member);
  if (offer) {
    await member.call('acceptOffer', {
      params: { offer },
      body: { idempotencyKey: 'story-offer-key-0000000000' },
    });
    await afterChange(member);
    return;
  }
  await member.call('cancelSubscription', { body: {} });
  await afterChange(member);
  await member.call('reactivateSubscription');
  await afterChange(member);
  await member.call('changePlan', { body: { planId: 'subscription-6-months' } });
  await afterChange(member);
}

/** The free member's paywall of "who liked me" and "who viewed me" (the lists answer 403 to a free member). */
async function paywallReads(member: Member): Promise<void> {
  for (const [list, headline, continueURL] of [
    ['who-liked-me', 'likedMe', '/lists/wlm'],
    ['who-viewed-me', 'viewedMe', '/lists/wvm'],
  ] as const) {
    await member.call('getList', { params: { kind: list }, query: { limit: 12 } });
    const query = { action: 'paywall', continueURL, headline };
    await member.call('webProducts', { query });
    await member.call('microPlan', { query });
  }
  await member.call('getSubscription');
}

/** The free demo login with the checkout of 1 Month open, paying with `number` (a sandbox test card). */
const checkoutWith =
  (number: string) =>
  async ({ member }: ScenarioContext): Promise<void> => {
    await member.login(free);
    await shell(member);
    await member.call('getSubscription');
    const { checkout } = await pay(member, CHECKOUT_PLAN, typedCard(number));
    await member.call('getCheckout', { params: { checkoutId: checkout.id } });
  };

export const membershipScenarios: Scenario[] = [
  // ------------------------------------------------------------------ the paywall
  {
    name: 'membership/paywall',
    description: 'The free member opens "who liked me" and "who viewed me": the paywall with each headline.',
    async run({ member }) {
      await member.login(free);
      await shell(member);
      await paywallReads(member);
    },
  },

  {
    name: 'membership/paywall-paying',
    description:
      'The paying member opens the "who liked me" paywall: their membership, their plan not for sale.',
    async run({ member }) {
      await member.login(paying);
      await shell(member);
      await member.call('getSubscription');
      const query = { action: 'paywall', continueURL: '/lists/wlm', headline: 'likedMe' };
      await member.call('webProducts', { query });
      await member.call('microPlan', { query });
    },
  },

  // ------------------------------------------------------------------ the checkout
  {
    name: 'membership/checkout',
    description:
      'The free member, never paid, from the paywall to the checkout of 1 Month, pays with 4242: the success page ' +
      'and "who liked me" open.',
    async run({ member }) {
      await member.login(free);
      await shell(member);
      await paywallReads(member);
      const { checkout } = await pay(member);
      await afterPaid(member, checkout.id);
      await member.call('getList', { params: { kind: 'who-liked-me' }, query: { limit: 12 } });
    },
  },
  {
    name: 'membership/checkout-declined',
    description:
      'The free member pays 1 Month with the sandbox’s declined card: declined, nothing charged; then 4242 pays ' +
      '(a new attempt, with the key the checkout gave after the decline).',
    async run(context) {
      const { member } = context;
      await checkoutWith(sandboxTestCards.declined.number)(context);
      const checkout = dataOf<CheckoutData>(
        await member.call('openCheckout', { body: { planId: CHECKOUT_PLAN } }, { changes: false }),
      );
      const answer = await member.call('createPurchase', {
        body: {
          planId: CHECKOUT_PLAN,
          amountCents: 2999,
          idempotencyKey: checkout.idempotencyKey,
          card: typedCard(),
        },
      });
      if (answer.status !== 200) throw new Error(`The second card answered ${answer.status}`);
      await afterPaid(member, checkout.id);
    },
  },
  {
    name: 'membership/checkout-insufficient-funds',
    description: 'The free member pays 1 Month with the sandbox’s insufficient-funds card: declined.',
    run: checkoutWith(sandboxTestCards.insufficientFunds.number),
  },
  {
    name: 'membership/checkout-3ds',
    description:
      'The free member pays 1 Month with the sandbox’s 3-D Secure card: the bank’s step; approving it pays.',
    async run(context) {
      const { member } = context;
      await checkoutWith(sandboxTestCards.challenge.number)(context);
      const checkout = dataOf<{ id: string; purchase: { reference: string } }>(
        await member.call('openCheckout', { body: { planId: CHECKOUT_PLAN } }, { changes: false }),
      );
      await member.call('completeChallenge', {
        params: { reference: checkout.purchase.reference },
        body: { approve: true },
      });
      await afterPaid(member, checkout.id);
    },
  },
  {
    name: 'membership/checkout-processing',
    description:
      'The free member’s payment of 1 Month is on its way (the page reloaded meanwhile); then the bank answers: paid.',
    async run({ member, other, db }) {
      await member.login(free);
      await shell(member);
      await member.call('getSubscription');
      const { checkout } = await openCheckout(member);
      const { answer } = await pay(await other().login(free));
      const { reference } = dataOf<{ reference: string }>(answer);
      // A charge in flight lasts as long as the bank takes; the sandbox answers at once, so the stage holds the
      // payment where it was before the answer.
      const inFlight = async (paidAt: string | null) => {
        const at = paidAt === null ? 'null' : `'${paidAt}'`;
        const status = paidAt === null ? 'processing' : 'succeeded';
        await db.execute(
          `update payments set status = '${status}', paid_at = ${at} where reference = '${reference}'`,
        );
        await db.execute(`update checkouts set paid_at = ${at} where id = '${checkout.id}'`);
      };
      await inFlight(null);
      // The page asks again every second: marked as a change so the next ask gets the answer after the bank's.
      await member.call('getCheckout', { params: { checkoutId: checkout.id } }, { changes: true });
      await inFlight(RECORDING_TIME);
      await afterPaid(member, checkout.id);
    },
  },
  {
    name: 'membership/checkout-3ds-failed',
    description:
      'The free member fails the sandbox bank’s 3-D Secure step: back to the form with the reason.',
    async run(context) {
      const { member } = context;
      await checkoutWith(sandboxTestCards.challenge.number)(context);
      const checkout = dataOf<{ id: string; purchase: { reference: string } }>(
        await member.call('openCheckout', { body: { planId: CHECKOUT_PLAN } }, { changes: false }),
      );
      await member.call(
        'completeChallenge',
        { params: { reference: checkout.purchase.reference }, body: { approve: false } },
        // The failed step closes the attempt: what the page reads next is after it.
        { changes: true },
      );
      await member.call('getCheckout', { params: { checkoutId: checkout.id } });
    },
  },
  {
    name: 'membership/checkout-session-ended',
    description: 'The free member’s session ended while the payment form was open: paying answers 401.',
    async run({ member }) {
      await member.login(free);
      await shell(member);
      const { plan, checkout } = await openCheckout(member);
      // The session ends elsewhere (logged out in another tab): the page never makes this call.
      await member.call('logout', {}, { changes: false });
      await member.call('createPurchase', {
        body: {
          planId: plan.id,
          amountCents: plan.priceCents,
          idempotencyKey: checkout.idempotencyKey,
          card: typedCard(),
        },
      });
      await member.call('logout');
    },
  },
  {
    name: 'membership/checkout-price-changed',
    description:
      'The price of 1 Month went up to $34.99 while the free member’s form was open: 409, and the new price.',
    async run({ member, db }) {
      await member.login(free);
      await shell(member);
      const { plan, checkout } = await openCheckout(member);
      // A price change is an operator's edit of the plans table: no endpoint makes it.
      await db.execute(`update plans set price_cents = 3499 where id = '${CHECKOUT_PLAN}'`);
      await member.call(
        'createPurchase',
        {
          body: {
            planId: plan.id,
            amountCents: plan.priceCents,
            idempotencyKey: checkout.idempotencyKey,
            card: typedCard(),
          },
        },
        // Refused, yet what the page reads after it is the new price.
        { changes: true },
      );
      await member.call('webProducts', { query: { action: 'checkout' } });
      await member.call('microPlan', { query: { action: 'checkout' } });
      await member.call('getCheckout', { params: { checkoutId: checkout.id } });
    },
  },
  {
    name: 'membership/plan-held',
    description:
      'The paying member opens the checkout of the 3 Months plan they hold: their membership instead.',
    async run({ member }) {
      await member.login(paying);
      await shell(member);
      await member.call('webProducts', { query: { action: 'checkout' } });
      await member.call('microPlan', { query: { action: 'checkout' } });
      await member.call('openCheckout', { body: { planId: 'subscription-3-months' } });
    },
  },
  {
    name: 'membership/plan-not-on-sale',
    description: 'The free member opens the checkout of a plan that is not on sale: 400 naming planId.',
    async run({ member }) {
      await member.login(free);
      await shell(member);
      await member.call('webProducts', { query: { action: 'checkout' } });
      await member.call('microPlan', { query: { action: 'checkout' } });
      await member.call('openCheckout', { body: { planId: 'nope' } });
    },
  },
  {
    name: 'membership/paid',
    description: 'The free member paid 1 Month with Visa 4242 today: the receipt and the new membership.',
    async run({ member, other }) {
      await pay(await other().login(free));
      await member.login(free);
      await shell(member);
      const { lastReceipt } = dataOf<{ lastReceipt: string | null }>(await member.call('getSubscription'));
      if (!lastReceipt) throw new Error('Paid, yet no receipt');
      await member.call('getPurchase', { params: { reference: lastReceipt } });
    },
  },

  // ------------------------------------------------------------------ the membership
  {
    name: 'membership/none',
    description: 'The free member never subscribed: the plans and the boost on the membership page.',
    async run({ member }) {
      await member.login(free);
      await shell(member);
      await membershipReads(member);
    },
  },
  {
    name: 'membership/active',
    description:
      'The paying member’s 3 months, every offer open: cancelled (the end date), reactivated (renewing again), ' +
      'then changed to 6 Months from the renewal date.',
    run: (context) => membershipJourney(context),
  },
  {
    name: 'membership/cancelled',
    description:
      'The paying member cancelled: the membership stays until its end; reactivating renews it again.',
    async run(context) {
      const { member } = context;
      await (await context.other().login(paying)).call('cancelSubscription', { body: {} });
      await member.login(paying);
      await shell(member);
      await membershipReads(member);
      await member.call('reactivateSubscription');
      await afterChange(member);
    },
  },
  {
    name: 'membership/pending-change',
    description: 'The paying member changed to 6 Months: it waits for the renewal date.',
    async run(context) {
      const { member } = context;
      await (
        await context.other().login(paying)
      ).call('changePlan', { body: { planId: 'subscription-6-months' } });
      await member.login(paying);
      await shell(member);
      await membershipReads(member);
    },
  },
  {
    name: 'membership/expired',
    description:
      'The free member’s 1 Month, bought 40 days ago and cancelled, ended ten days ago: subscribe again.',
    async run(context) {
      const { member } = context;
      context.setTime('2026-10-10T12:00:00Z');
      const browser = await context.other().login(free);
      await pay(browser);
      await browser.call('cancelSubscription', { body: {} });
      context.setTime(RECORDING_TIME);
      // The server's renewal job has run since the period ended (it expires the membership and its permissions).
      await context.app.billing.runCycle();
      await member.login(free);
      await shell(member);
      await membershipReads(member);
    },
  },
  {
    name: 'membership/boost-running',
    description: 'The paying member bought a boost 11 minutes 30 seconds ago: 18:30 left.',
    async run(context) {
      const { member } = context;
      context.setTime('2026-11-20T11:48:30Z');
      const browser = await context.other().login(paying);
      const micro = dataOf<{ Plans: PlanData[] }>(
        await browser.call('microPlan', { query: { action: 'checkout' } }),
      ).Plans;
      const boost = micro.find((plan) => plan.kind === 'boost');
      if (!boost) throw new Error('No boost on sale');
      await pay(browser, boost.id);
      context.setTime(RECORDING_TIME);
      await member.login(paying);
      await shell(member);
      await membershipReads(member);
    },
  },
  {
    name: 'membership/offer-discount50',
    description: 'The paying member takes discount50 from the cancel screen: the next renewal at half price.',
    run: (context) => membershipJourney(context, 'discount50'),
  },
  {
    name: 'membership/offer-taken-elsewhere',
    description:
      'The paying member opened the free days, then took them in another tab: this tab’s accept is 409.',
    async run(context) {
      const { member } = context;
      await member.login(paying);
      await shell(member);
      await membershipReads(member);
      await offersTaken(context, ['free-time-offer']);
      await member.call(
        'acceptOffer',
        { params: { offer: 'free-time-offer' }, body: { idempotencyKey: 'story-offer-key-0000000000' } },
        // Refused; what the page reads after it is the membership as the other tab left it.
        { changes: true },
      );
      await membershipReads(member);
    },
  },
  {
    name: 'membership/offer-discount66',
    description:
      'The paying member took discount50 already: the cancel screen offers discount66, taken here.',
    async run(context) {
      await offersTaken(context, ['discount50']);
      await membershipJourney(context, 'discount66');
    },
  },
  {
    name: 'membership/offer-free-time',
    description: 'The paying member took both discounts: the cancel screen offers the free days, taken here.',
    async run(context) {
      await offersTaken(context, ['discount50', 'discount66']);
      await membershipJourney(context, 'free-time-offer');
    },
  },
  {
    name: 'membership/no-offers',
    description:
      'The paying member took every offer: the cancel screen has the cancel button alone; cancelled for a reason.',
    async run(context) {
      await offersTaken(context, ['discount50', 'discount66', 'free-time-offer']);
      const { member } = context;
      await member.login(paying);
      await shell(member);
      await membershipReads(member);
      await member.call('cancelSubscription', { body: { reason: 'not-enough-matches' } });
      await afterChange(member);
    },
  },
];
