// Builds an app over a test backend with the spin game's seams in the test's hands: the app's clock (which billing
// and the spin game read) set to a fixed instant the test moves, and the wheel's segment picker.
import type { SpinOutcomeKind, SpinResult, SpinState } from '@app/contract';
import { getSpin, spinWheel, wheelSegments } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { afterEach, expect } from 'vitest';
import { buildApp } from '../../../src/app.ts';
import type { NewMember } from '../../../src/db/schema.ts';
import { SandboxCardProvider } from '../../../src/features/billing/index.ts';
import type { TestBackend, TestClient } from '../../helper.ts';
import { loginAs, parseBody, testConfig } from '../../helper.ts';

export interface SpinApp {
  app: FastifyInstance;
  /** The app's "now". */
  now(): Date;
  setNow(instant: Date | string): void;
  /** The kinds the next spins land on, in order; once used up, 'match'. */
  land(...kinds: SpinOutcomeKind[]): void;
}

/** 2026-06-15 (a Monday), 12:00 in New York (EDT, UTC-4). */
const NOON_EASTERN = '2026-06-15T16:00:00Z';

export function useSpinApps(backend: TestBackend) {
  const apps: FastifyInstance[] = [];
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
  });
  return async (start: Date | string = NOON_EASTERN): Promise<SpinApp> => {
    let current = new Date(start);
    const queue: SpinOutcomeKind[] = [];
    const app = await buildApp({
      config: testConfig(),
      database: backend.database,
      seedDemo: false,
      prepareDatabase: false,
      logger: false,
      clock: () => current,
      billing: { provider: new SandboxCardProvider(backend.db), cycleIntervalMs: 0 },
      spin: { pick: () => wheelSegments.indexOf(queue.shift() ?? 'match') },
    });
    apps.push(app);
    await app.ready();
    return {
      app,
      now: () => current,
      setNow: (instant) => {
        current = new Date(instant);
      },
      land: (...kinds) => queue.push(...kinds),
    };
  };
}

/** A woman seeking men (the helper's default member) and `count` men seeking women: each is eligible for her. */
export async function memberWithCandidates(
  backend: TestBackend,
  count: number,
  me: Partial<NewMember> = {},
  candidate: (i: number) => Partial<NewMember> = () => ({}),
) {
  const member = await backend.createMember(me);
  const candidates = [];
  for (let i = 0; i < count; i++)
    candidates.push(await backend.createMember({ gender: 'man', seeking: ['woman'], ...candidate(i) }));
  return { member, candidates };
}

export const state = async (client: TestClient): Promise<SpinState> => {
  const response = await client.get(getSpin.path);
  expect(response.statusCode, response.body).toBe(200);
  return parseBody(getSpin.response, response).data;
};

export const spin = async (client: TestClient, double?: boolean) =>
  client.post(spinWheel.path, double === undefined ? {} : { double });

export const spun = async (
  client: TestClient,
  double?: boolean,
): Promise<{ spin: SpinResult; state: SpinState }> => {
  const response = await spin(client, double);
  expect(response.statusCode, response.body).toBe(200);
  return parseBody(spinWheel.response, response).data;
};

export { loginAs };
