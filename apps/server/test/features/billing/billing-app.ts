// Builds apps over a test backend with the billing feature's seams in the test's hands: the sandbox provider (its
// ledger counts the charges this app asked for), a clock the test moves, and no background cycle timer. Several apps
// over one database are several servers.
import type { PurchaseBody } from '@app/contract';
import { sandboxTestCards } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { afterEach } from 'vitest';
import { buildApp } from '../../../src/app.ts';
import { SandboxCardProvider } from '../../../src/features/billing/index.ts';
import type { CardProvider } from '../../../src/features/billing/index.ts';
import type { DatabaseHandle } from '../../../src/db/database.ts';
import type { TestBackend } from '../../helper.ts';
import { testConfig } from '../../helper.ts';

export interface BillingApp {
  app: FastifyInstance;
  sandbox: SandboxCardProvider;
  /** Moves the app's clock (ms); starts at the real now. */
  advance(ms: number): void;
  now(): Date;
}

export function useBillingApps(backend: TestBackend) {
  const apps: FastifyInstance[] = [];
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
  });
  return async (
    options: { provider?: CardProvider; database?: DatabaseHandle } = {},
  ): Promise<BillingApp> => {
    const database = options.database ?? backend.database;
    const sandbox = new SandboxCardProvider(database.db);
    let offset = 0;
    const now = () => new Date(Date.now() + offset);
    const app = await buildApp({
      config: testConfig(),
      database,
      seedDemo: false,
      prepareDatabase: false,
      logger: false,
      clock: now,
      billing: { provider: options.provider ?? sandbox, cycleIntervalMs: 0 },
    });
    apps.push(app);
    await app.ready();
    return {
      app,
      sandbox,
      now,
      advance: (ms) => {
        offset += ms;
      },
    };
  };
}

/** The sandbox with its card charges held until `release()`: a payment in flight while the test reloads or retries. */
export class HeldSandbox extends SandboxCardProvider {
  private open: () => void = () => {};
  private readonly gate = new Promise<void>((resolve) => {
    this.open = resolve;
  });
  /** Charges asked for and waiting at the gate. */
  waiting = 0;

  release(): void {
    this.open();
  }

  override async charge(request: Parameters<SandboxCardProvider['charge']>[0]) {
    this.waiting += 1;
    await this.gate;
    return super.charge(request);
  }
}

let keys = 0;
const key = () => `test-key-${Date.now()}-${++keys}`.padEnd(20, 'x');

/** A card of the sandbox's (success unless given), valid for three more years. */
export const card = (number: string = sandboxTestCards.success.number) => ({
  number,
  expMonth: 12,
  expYear: new Date().getUTCFullYear() + 3,
  cvc: '123',
  name: 'Pat Member',
  zip: '78701',
});

/** A purchase of the 1-month plan at its price with a fresh idempotency key. */
export const body = (overrides: Partial<PurchaseBody> = {}): PurchaseBody => ({
  planId: 'subscription-1-month',
  amountCents: 2999,
  idempotencyKey: key(),
  card: card(),
  ...overrides,
});
