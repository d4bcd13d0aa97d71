// Builds an app over a test backend with the billing feature's seams in the test's hands: the sandbox provider (its
// ledger counts charges), a clock the test moves, and no background cycle timer.
import type { FastifyInstance } from 'fastify';
import { afterEach } from 'vitest';
import { buildApp } from '../../../src/app.ts';
import { SandboxCardProvider } from '../../../src/features/billing/index.ts';
import type { CardProvider } from '../../../src/features/billing/index.ts';
import type { TestBackend } from '../../helper.ts';
import { testConfig } from '../../helper.ts';

export interface BillingApp {
  app: FastifyInstance;
  sandbox: SandboxCardProvider;
  /** Moves the billing clock (ms); starts at the real now. */
  advance(ms: number): void;
  now(): Date;
}

export function useBillingApps(backend: TestBackend) {
  const apps: FastifyInstance[] = [];
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
  });
  return async (options: { provider?: CardProvider } = {}): Promise<BillingApp> => {
    const sandbox = new SandboxCardProvider();
    let offset = 0;
    const now = () => new Date(Date.now() + offset);
    const app = await buildApp({
      config: testConfig(),
      database: backend.database,
      seedDemo: false,
      prepareDatabase: false,
      logger: false,
      billing: { provider: options.provider ?? sandbox, clock: now, cycleIntervalMs: 0 },
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
