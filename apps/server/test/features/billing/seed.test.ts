// The demo community's memberships: the paying login has a real one (3 months, Visa 4242, renewing 50 days after
// seeding, with its receipt); the free login has none.
import { subscriptionResponse } from '@app/contract';
import { expect, it } from 'vitest';
import { DEMO_PASSWORD, demoLogins, seedDemoCommunity } from '../../../src/seed/demo.ts';
import { describeBackends, loginAs, parseBody } from '../../helper.ts';
import { useBillingApps } from './billing-app.ts';

const DAY = 86_400_000;

describeBackends('demo memberships', (backend) => {
  const build = useBillingApps(backend);

  it('seeds the paying login an active 3-month membership and the free login none', async () => {
    const seededAt = new Date();
    await seedDemoCommunity(backend.db, seededAt);
    const { app } = await build();
    const paying = await loginAs(app, demoLogins.paying, DEMO_PASSWORD);
    const sub = parseBody(subscriptionResponse, await paying.get('/api/user/billing/subscription')).data;
    expect(sub).toMatchObject({
      state: 'active',
      plan: { id: 'subscription-3-months', months: 3, priceCents: 5997 },
      card: { brand: 'Visa', last4: '4242' },
      nextRenewal: { planId: 'subscription-3-months', amountCents: 5997 },
      offersAvailable: ['discount50', 'discount66', 'free-time-offer'],
      lastReceipt: 'SPK-DEMO000001',
    });
    expect(new Date(sub.periodEndsAt ?? 0).getTime()).toBe(seededAt.getTime() + 50 * DAY);
    const receipt = await paying.get('/api/user/billing/purchases/SPK-DEMO000001');
    expect(receipt.json()).toMatchObject({
      data: { status: 'succeeded', amountCents: 5997, cardLast4: '4242' },
    });

    const free = await loginAs(app, demoLogins.free, DEMO_PASSWORD);
    const none = parseBody(subscriptionResponse, await free.get('/api/user/billing/subscription')).data;
    expect(none).toMatchObject({ state: 'none', plan: null, card: null, offersAvailable: [] });
  }, 60_000);
});
