// The app's periodic housekeeping (sweeps of expired rows, purges due on the app clock) in one place: each task runs
// on its own interval, never twice at once, its failure logged and retried at the next turn; the timers never keep
// the process alive and stop when the app closes. The test clock runs them all after it moves (test-clock.ts): a
// clock moved a month ahead has, as far as the data can tell, lived through that month's sweeps.
import fp from 'fastify-plugin';

export interface ScheduledTask {
  /** Named in the log when it fails. */
  name: string;
  intervalMs: number;
  /** Runs once when the app is ready too (a server that restarts often still sweeps). */
  onReady?: boolean;
  run(): Promise<unknown>;
}

export interface Schedule {
  every(task: ScheduledTask): void;
  /** Runs every task once now (those already running are awaited instead), for a clock that jumped. */
  runAll(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    schedule: Schedule;
  }
}

export default fp(
  async (app) => {
    const running = new Map<string, Promise<void>>();
    const timers: NodeJS.Timeout[] = [];
    const tasks: ScheduledTask[] = [];

    const runOnce = (task: ScheduledTask): Promise<void> => {
      const current = running.get(task.name);
      if (current) return current;
      const run = task
        .run()
        .then(
          () => undefined,
          (err: unknown) => app.log.warn({ err, task: task.name }, 'scheduled task failed'),
        )
        .finally(() => running.delete(task.name));
      running.set(task.name, run);
      return run;
    };

    app.decorate('schedule', {
      every(task) {
        tasks.push(task);
        timers.push(setInterval(() => void runOnce(task), task.intervalMs).unref());
      },
      async runAll() {
        await Promise.all(tasks.map(runOnce));
      },
    } satisfies Schedule);
    app.addHook('onReady', async () => {
      await Promise.all(tasks.filter((task) => task.onReady).map(runOnce));
    });
    app.addHook('onClose', async () => {
      for (const timer of timers) clearInterval(timer);
      await Promise.all(running.values());
    });
  },
  { name: 'schedule' },
);
