// Billing: the plan catalog (web products, the micro plan, Solidgate products), purchases with a card, the
// membership (cancel, reactivate, offers, change of plan), its billing cycle, the provider's webhook and boosts.
// The card provider is config.payments' (Solidgate, or the offline sandbox); tests pass their own.
import fp from 'fastify-plugin';
import type { Database } from '../../db/database.ts';
import billingRoutes from './billing.routes.ts';
import type { BillingService } from './billing.service.ts';
import { billingService } from './billing.service.ts';
import { plansRepository } from './plans.repository.ts';
import type { CardProvider } from './provider.ts';
import { SandboxCardProvider } from './sandbox.ts';
import { SolidgateCardProvider } from './solidgate.ts';
import subscriptionRoutes from './subscription.routes.ts';
import webhookRoutes from './webhook.routes.ts';

export type { CardProvider } from './provider.ts';
export { SandboxCardProvider } from './sandbox.ts';

export function billingRepositories(db: Database) {
  return { plans: plansRepository(db) };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Paying: purchases, the membership, the billing cycle, webhooks, boosts (grantBoost for the spin game). */
    billing: BillingService;
  }
  interface FastifyContextConfig {
    /** false: the XSRF check does not apply (a signed server-to-server call such as the card webhook). */
    xsrf?: false;
  }
}

export interface BillingOptions {
  /** The card provider; default: config.payments'. */
  provider?: CardProvider;
  /** How often the running server renews and expires memberships; 0 turns the timer off. Default 60 s. */
  cycleIntervalMs?: number;
}

export default fp<BillingOptions>(
  async (app, options) => {
    const { payments } = app.config;
    const provider =
      options.provider ??
      (payments.kind === 'solidgate'
        ? new SolidgateCardProvider(payments.solidgate)
        : new SandboxCardProvider(app.database.db));
    // A membership change tells the member's tabs (permissions and counters follow it), in its transaction.
    const service = billingService(app.database.db, provider, app.clock, (tx, memberId) =>
      app.live.publish(
        [
          { memberId, event: { kind: 'membership' } },
          { memberId, event: { kind: 'counters' } },
        ],
        tx,
      ),
    );
    app.decorate('billing', service);

    const interval = options.cycleIntervalMs ?? 60_000;
    if (interval > 0) {
      let running = false;
      const timer = setInterval(() => {
        if (running) return;
        running = true;
        service
          .runCycle()
          .then((handled) => {
            if (handled > 0) app.log.info({ handled }, 'billing cycle');
          })
          .catch((error: unknown) => app.log.error({ err: error }, 'billing cycle failed'))
          .finally(() => {
            running = false;
          });
      }, interval);
      timer.unref();
      app.addHook('onClose', async () => clearInterval(timer));
    }

    await app.register(billingRoutes);
    await app.register(subscriptionRoutes);
    await app.register(webhookRoutes);
  },
  { name: 'billing', dependencies: ['config', 'clock', 'database', 'auth', 'live'] },
);
