// The app's clock (plugins/app/clock.ts) and the end-to-end tests' clock: only with TEST_CLOCK=1 in demo mode
// (config.test.ts: production refuses it); moving it past midnight Eastern gives the daily spins back.
import { easternDay, nextEasternMidnight } from '@app/contract';
import { describe, expect, it, onTestFinished } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { testClockFrom } from '../../src/plugins/app/test-clock.ts';
import { TestClient, describeBackends, testConfig } from '../helper.ts';
import { loginAs, memberWithCandidates, spin, state } from '../features/spin/spin-app.ts';

describe('testClockFrom', () => {
  it('is off unless the config turns it on', () => {
    expect(testClockFrom({ testClock: false })).toBeNull();
    const clock = testClockFrom({ testClock: true });
    clock!.offsetMs = 3_600_000;
    expect(Math.abs(clock!.now().getTime() - Date.now() - 3_600_000)).toBeLessThan(1000);
  });
});

describeBackends('the test clock route', (backend) => {
  it('is not registered without TEST_CLOCK', async () => {
    const app = await backend.build();
    // With the XSRF header, so the answer is the router's.
    const response = await new TestClient(app).post('/api/test/clock', { offsetMs: 0 });
    expect(response.statusCode).toBe(404);
  });

  it('with TEST_CLOCK=1, moving the clock past midnight Eastern gives the spins back', async () => {
    // Not backend.build: the wheel must land on a match (an extra spin won would make the second spin succeed).
    const app = await buildApp({
      config: testConfig({ TEST_CLOCK: '1' }),
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
