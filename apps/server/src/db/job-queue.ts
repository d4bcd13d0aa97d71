// The durable job queue: work a request leaves for after its response (mail, for now) is a row of `jobs`, committed
// before the response is sent, and every server runs a worker that claims due rows (FOR UPDATE SKIP LOCKED, so two
// servers never take the same one), runs them and deletes them. A server killed mid-job leaves its claim to expire;
// another server then runs the job again: delivery is at least once. A table of our own rather than pg-boss or
// graphile-worker because the same Drizzle handle runs it on the embedded PGlite (which has no socket for their own
// connections) and on PostgreSQL, and a job can commit in the transaction of the write it follows (apps/server
// README, "Jobs").
import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from './database.ts';
import { jobs } from './schema.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** A claim lasts this long: a job still running past it may be taken by another server. */
const CLAIM_MS = 60_000;
/** Jobs claimed at once by one server. */
const BATCH = 10;
/** Tries before a job is set aside as failed; the wait before try n+1 is 2^n seconds. */
export const JOB_ATTEMPTS_MAX = 5;
/** The worker looks for due jobs this often even when no notification came (a retry's time, a lost notification). */
const POLL_MS = 2_000;

export type JobHandler = (payload: unknown) => Promise<void>;

export interface JobQueue {
  /** Registers what runs jobs of `kind` (one handler a kind). */
  handle(kind: string, handler: JobHandler): void;
  /** Commits a job, inside `tx` when given so that it commits with the caller's own writes. */
  enqueue(kind: string, payload: unknown, tx?: Tx): Promise<void>;
  /** Resolves once no due job is left that this server could run (the dev outbox and tests wait on it). */
  settle(): Promise<void>;
  /** Starts the worker. */
  start(): void;
  /** Stops claiming, and resolves once the jobs in hand have finished. */
  close(): Promise<void>;
}

export interface JobQueueLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

export function jobQueue(database: DatabaseHandle, log: JobQueueLog): JobQueue {
  const { db } = database;
  const handlers = new Map<string, JobHandler>();
  let running: Promise<void> | undefined;
  let again = false;
  let closed = false;
  let started = false;
  let timer: NodeJS.Timeout | undefined;
  let unlisten: (() => void) | undefined;

  const claim = () =>
    db
      .update(jobs)
      .set({
        lockedUntil: sql`now() + make_interval(secs => ${CLAIM_MS / 1000})`,
        attempts: sql`${jobs.attempts} + 1`,
      })
      .where(
        inArray(
          jobs.id,
          db
            .select({ id: jobs.id })
            .from(jobs)
            .where(
              and(
                isNull(jobs.failedAt),
                lte(jobs.runAt, sql`now()`),
                or(isNull(jobs.lockedUntil), lt(jobs.lockedUntil, sql`now()`)),
              ),
            )
            .orderBy(asc(jobs.runAt))
            .limit(BATCH)
            .for('update', { skipLocked: true }),
        ),
      )
      .returning();

  const runOne = async (job: typeof jobs.$inferSelect) => {
    const handler = handlers.get(job.kind);
    try {
      if (!handler) throw new Error(`no handler for job kind ${job.kind}`);
      await handler(job.payload);
      await db.delete(jobs).where(eq(jobs.id, job.id));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const last = job.attempts >= JOB_ATTEMPTS_MAX || !handler;
      const details = { err: error, job: job.id, kind: job.kind, attempts: job.attempts };
      if (last) log.error(details, 'job failed for good');
      else log.warn(details, 'job failed: it will be tried again');
      await db
        .update(jobs)
        .set(
          last
            ? { failedAt: sql`now()`, lockedUntil: null, lastError: message }
            : {
                runAt: sql`now() + make_interval(secs => ${2 ** job.attempts})`,
                lockedUntil: null,
                lastError: message,
              },
        )
        .where(eq(jobs.id, job.id));
    }
  };

  /** Claims and runs batches until none is due; one pass at a time, another requested while it runs follows it. */
  const pass = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        let claimed: Array<typeof jobs.$inferSelect>;
        do {
          if (closed) return;
          claimed = await claim();
          await Promise.all(claimed.map(runOne));
        } while (claimed.length === BATCH);
      } while (again && !closed);
    })()
      .catch((err: unknown) => log.error({ err }, 'job worker pass failed'))
      .finally(() => {
        running = undefined;
      });
    return running;
  };

  return {
    handle(kind, handler) {
      if (handlers.has(kind)) throw new Error(`job kind ${kind} has a handler already`);
      handlers.set(kind, handler);
    },
    async enqueue(kind, payload, tx) {
      await (tx ?? db).insert(jobs).values({ kind, payload });
    },
    async settle() {
      await pass();
      // A pass already running when this was asked may have claimed before the caller's job committed.
      await pass();
    },
    start() {
      if (started) return;
      started = true;
      // The jobs table's trigger notifies at each commit of new jobs, on this server or another.
      void database
        .listen('table_writes', (table) => {
          if (table === null || table === 'jobs') void pass();
        })
        .then((stop) => {
          if (closed) stop();
          else unlisten = stop;
        })
        .catch((err: unknown) => log.warn({ err }, 'job notifications unavailable: polling only'));
      timer = setInterval(() => void pass(), POLL_MS);
      timer.unref();
      void pass();
    },
    async close() {
      closed = true;
      clearInterval(timer);
      unlisten?.();
      await running;
    },
  };
}
