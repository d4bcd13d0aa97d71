// The durable job queue: a job committed by one server is run once by some server, a failing one is tried again and
// then set aside, a job whose server died mid-run is taken over when its claim expires, and with two servers on one
// database no job runs twice.
import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { JOB_ATTEMPTS_MAX, jobQueue } from '../../src/db/job-queue.ts';
import { jobs } from '../../src/db/schema.ts';
import { describeBackends } from '../helper.ts';

const quiet = { warn: () => {}, error: () => {} };

describeBackends('the job queue', (backend) => {
  it('runs each committed job once, across two workers on one database', async () => {
    const ran: number[] = [];
    const workers = [jobQueue(backend.database, quiet), jobQueue(backend.database, quiet)];
    for (const worker of workers)
      worker.handle('count', async (payload) => {
        ran.push((payload as { n: number }).n);
      });
    for (let n = 0; n < 25; n++) await workers[n % 2]!.enqueue('count', { n });
    await Promise.all(workers.map((worker) => worker.settle()));
    await Promise.all(workers.map((worker) => worker.close()));
    expect([...ran].sort((a, b) => a - b)).toEqual(Array.from({ length: 25 }, (_, n) => n));
    expect(await backend.db.select().from(jobs)).toEqual([]);
  });

  it('commits a job with the transaction it is enqueued in, or not at all', async () => {
    const queue = jobQueue(backend.database, quiet);
    const ran: string[] = [];
    queue.handle('note', async (payload) => void ran.push(String((payload as { text: string }).text)));
    await backend.db
      .transaction(async (tx) => {
        await queue.enqueue('note', { text: 'rolled back' }, tx);
        throw new Error('abort');
      })
      .catch(() => {});
    await backend.db.transaction((tx) => queue.enqueue('note', { text: 'committed' }, tx));
    await queue.settle();
    await queue.close();
    expect(ran).toEqual(['committed']);
  });

  it('tries a failing job again later, then sets it aside with its error', async () => {
    const queue = jobQueue(backend.database, quiet);
    let tries = 0;
    queue.handle('flaky', async () => {
      tries += 1;
      throw new Error(`try ${tries} failed`);
    });
    await queue.enqueue('flaky', {});
    for (let attempt = 1; attempt <= JOB_ATTEMPTS_MAX; attempt++) {
      await queue.settle();
      expect(tries).toBe(attempt);
      // The retry waits 2^attempts seconds; the test moves it due instead of waiting.
      await backend.db.update(jobs).set({ runAt: sql`now()` });
    }
    await queue.settle();
    await queue.close();
    expect(tries).toBe(JOB_ATTEMPTS_MAX);
    const [row] = await backend.db.select().from(jobs);
    expect(row).toMatchObject({ attempts: JOB_ATTEMPTS_MAX, lastError: `try ${JOB_ATTEMPTS_MAX} failed` });
    expect(row?.failedAt).toBeInstanceOf(Date);
  });

  it('takes over a job whose server died holding it, once the claim has expired', async () => {
    const queue = jobQueue(backend.database, quiet);
    const ran: unknown[] = [];
    queue.handle('orphan', async (payload) => void ran.push(payload));
    // As a server killed mid-job leaves it: claimed, tried once, never finished.
    await backend.db.insert(jobs).values({
      kind: 'orphan',
      payload: { id: 7 },
      attempts: 1,
      lockedUntil: sql`now() + interval '1 minute'`,
    });
    await queue.settle();
    expect(ran).toEqual([]);
    await backend.db
      .update(jobs)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(jobs.kind, 'orphan'));
    await queue.settle();
    await queue.close();
    expect(ran).toEqual([{ id: 7 }]);
  });
});
