// The app's periodic housekeeping (plugins/app/schedule.ts): tasks run on ready when asked, once at a time, a failure
// is logged and does not stop the others, and moving the test clock runs them all before it answers.
import Fastify from 'fastify';
import { describe, expect, it, onTestFinished } from 'vitest';
import schedulePlugin from '../../src/plugins/app/schedule.ts';
import { describeBackends } from '../helper.ts';

async function scheduled() {
  const warnings: unknown[] = [];
  const app = Fastify({ logger: false });
  app.log.warn = ((object: unknown) => void warnings.push(object)) as typeof app.log.warn;
  await app.register(schedulePlugin);
  onTestFinished(() => app.close());
  return { app, warnings };
}

describe('schedule', () => {
  it('runs the tasks that ask for it when the app is ready, and every task on runAll', async () => {
    const { app } = await scheduled();
    const runs: string[] = [];
    app.schedule.every({ name: 'a', intervalMs: 3_600_000, onReady: true, run: async () => runs.push('a') });
    app.schedule.every({ name: 'b', intervalMs: 3_600_000, run: async () => runs.push('b') });
    await app.ready();
    expect(runs).toEqual(['a']);
    await app.schedule.runAll();
    expect(runs.sort()).toEqual(['a', 'a', 'b']);
  });

  it('never runs a task twice at once: a second call waits for the run in progress', async () => {
    const { app } = await scheduled();
    let started = 0;
    let finish = () => {};
    app.schedule.every({
      name: 'slow',
      intervalMs: 3_600_000,
      run: () => {
        started += 1;
        return new Promise<void>((resolve) => (finish = resolve));
      },
    });
    await app.ready();
    const first = app.schedule.runAll();
    const second = app.schedule.runAll();
    expect(started).toBe(1);
    finish();
    await Promise.all([first, second]);
  });

  it('logs a failed task by name and still runs the others', async () => {
    const { app, warnings } = await scheduled();
    let ran = false;
    app.schedule.every({
      name: 'broken',
      intervalMs: 3_600_000,
      run: async () => {
        throw new Error('disk full');
      },
    });
    app.schedule.every({ name: 'fine', intervalMs: 3_600_000, run: async () => (ran = true) });
    await app.ready();
    await expect(app.schedule.runAll()).resolves.toBeUndefined();
    expect(ran).toBe(true);
    expect(warnings).toEqual([expect.objectContaining({ task: 'broken' })]);
  });
});

describeBackends('the test clock and the schedule', (backend) => {
  it('runs the scheduled sweeps after the clock moves, seeing the moved clock', async () => {
    const app = await backend.build({ env: { TEST_CLOCK: '1' } });
    const seen: number[] = [];
    app.schedule.every({
      name: 'probe',
      intervalMs: 3_600_000,
      run: async () => seen.push(app.clock.now().getTime()),
    });
    const offsetMs = 31 * 86_400_000;
    const moved = await app.inject({ method: 'POST', url: '/api/test/clock', payload: { offsetMs } });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(seen).toHaveLength(1);
    expect(seen[0]! - Date.now()).toBeGreaterThan(offsetMs - 60_000);
    await app.inject({ method: 'POST', url: '/api/test/clock', payload: { offsetMs: 0 } });
  });
});
