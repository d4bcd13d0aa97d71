// The end-to-end tests' clock: only with TEST_CLOCK=1, never in production; moving it past midnight Eastern gives
// the daily spins back.
import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import { buildApp } from '../../../src/app.ts';
import { testClockFrom } from '../../../src/features/spin/test-clock.ts';
import { TestClient, describeBackends, testConfig } from '../../helper.ts';
import { easternDay, nextEasternMidnight } from '../../../src/features/spin/eastern.ts';
import { loginAs, memberWithCandidates, spin, state } from './spin-app.ts';

describe('testClockFrom', () => {
  it('is off without TEST_CLOCK=1 and refuses production', () => {
    expect(testClockFrom({}, { env: 'development' })).toBeNull();
    expect(testClockFrom({ TEST_CLOCK: 'true' }, { env: 'test' })).toBeNull();
    expect(() => testClockFrom({ TEST_CLOCK: '1' }, { env: 'production' })).toThrow(/production/);
    const clock = testClockFrom({ TEST_CLOCK: '1' }, { env: 'development' });
    clock!.offsetMs = 3_600_000;
    expect(Math.abs(clock!.now().getTime() - Date.now() - 3_600_000)).toBeLessThan(1000);
  });
});

describeBackends('the test clock route', (backend) => {
  afterEach(() => {
    delete process.env.TEST_CLOCK;
  });

  it('is not registered without TEST_CLOCK', async () => {
    const app = await backend.build();
    // With the XSRF header, so the answer is the router's.
    const response = await new TestClient(app).post('/api/test/clock', { offsetMs: 0 });
    expect(response.statusCode).toBe(404);
  });

  it('with TEST_CLOCK=1, moving the clock past midnight Eastern gives the spins back', async () => {
    process.env.TEST_CLOCK = '1';
    // Not backend.build: the wheel must land on a match (an extra spin won would make the second spin succeed).
    const app = await buildApp({
      config: testConfig(),
      database: backend.database,
      seedDemo: false,
      prepareDatabase: false,
      logger: false,
      billing: { cycleIntervalMs: 0 },
      spin: { pick: () => 0 },
    });
    onTestFinished(() => app.close());
    await app.ready();
    const { member } = await memberWithCandidates(backend, 3);
    const client = await loginAs(app, member.email);
    expect((await spin(client)).statusCode).toBe(200);
    expect((await spin(client)).statusCode).toBe(409);
    const before = await state(client);

    const bad = await app.inject({ method: 'POST', url: '/api/test/clock', payload: { offsetMs: 'soon' } });
    expect(bad.statusCode).toBe(400);
    const offsetMs = nextEasternMidnight(new Date()).getTime() - Date.now() + 60_000;
    const moved = await app.inject({ method: 'POST', url: '/api/test/clock', payload: { offsetMs } });
    expect(moved.statusCode, moved.body).toBe(200);
    const now = new Date((moved.json() as { data: { now: string } }).data.now);
    expect(easternDay(now)).not.toBe(easternDay(new Date()));

    const after = await state(client);
    expect(after.dailyLeft).toBe(1);
    expect(Date.parse(after.resetsAt)).toBeGreaterThan(Date.parse(before.resetsAt));
    expect((await spin(client)).statusCode).toBe(200);
    await app.inject({ method: 'POST', url: '/api/test/clock', payload: { offsetMs: 0 } });
  });
});
