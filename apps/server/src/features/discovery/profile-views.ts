// The views that opening a profile records (who-viewed-me), written in batches: a view is the one write of a read a
// member makes most often, and one statement for many views cost a fraction of one each on the benchmark community
// (apps/server/README.md, "Profile views written in batches").
//
// The request that opens a profile waits for its view's batch to commit before it answers (group commit), so an
// answered view survives a crash of the server. While a batch is being written the next views gather, and are written
// together as soon as it is done; an idle writer waits VIEW_BATCH_DELAY_MS for company. The rules a view obeys are
// checked when its batch is written: none across a block either way, none of a disabled profile, none by an incognito
// viewer; a block made in between wins. The statement commits asynchronously (below): a crash of PostgreSQL itself,
// not of a server, can lose its last fraction of a second of views.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { profileViews } from '../../db/schema.ts';
import { pinned } from '../../db/prepared.ts';
import { notBlockedEitherWay } from '../../db/visibility.ts';

/** How long a view may wait for others when no batch is being written. */
export const VIEW_BATCH_DELAY_MS = 2;
/** A batch is written at once when it holds this many views. */
export const VIEW_BATCH_MAX = 500;

export interface ProfileViewWriter {
  /**
   * Records that `viewerId` opened `viewedId`'s profile now; resolves once its batch is committed (or has failed and
   * been reported: it never rejects).
   */
  record(viewerId: number, viewedId: number): Promise<void>;
  /** Resolves once every view recorded before the call is written (or its batch has failed and been reported). */
  settle(): Promise<void>;
  /** Called with each batch that could not be written (the views are dropped, not retried). */
  onFailure(listener: (error: unknown, views: number) => void): void;
  /** Writes what is pending and stops the timer. */
  close(): Promise<void>;
}

interface View {
  viewerId: number;
  viewedId: number;
  at: Date;
}

/** A promise and its resolve, for the requests waiting on one batch. */
function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve = () => {};
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

/** `delayMs`: how long a view may wait (tests hold a batch until they settle it). */
export function profileViewWriter(db: Database, { delayMs = VIEW_BATCH_DELAY_MS } = {}): ProfileViewWriter {
  const viewers = sql.placeholder('viewers');
  const viewed = sql.placeholder('viewed');
  const times = sql.placeholder('times');
  // One named statement whatever the batch's size: the views arrive as three arrays.
  const write = db
    .insert(profileViews)
    .select(
      db
        .select({
          viewerId: sql<number>`v.viewer_id`.as('viewer_id'),
          viewedId: sql<number>`v.viewed_id`.as('viewed_id'),
          viewedAt: sql<Date>`v.viewed_at`.as('viewed_at'),
        })
        .from(
          sql`unnest(${viewers}::int[], ${viewed}::int[], ${times}::timestamptz[]) as v(viewer_id, viewed_id, viewed_at)
            join members m on m.id = v.viewed_id and m.disabled_at is null
            join members w on w.id = v.viewer_id and not w.incognito`,
        )
        // A view is worth less than the wait for its commit to reach the disk: the statement commits
        // asynchronously (set_config with is_local lasts until its own commit). A crash of PostgreSQL can lose the
        // last fraction of a second of views, never corrupt them.
        .where(
          sql`${notBlockedEitherWay(sql`v.viewer_id`, sql`v.viewed_id`)}
            and set_config('synchronous_commit', 'off', true) is not null`,
        ),
    )
    .onConflictDoUpdate({
      target: [profileViews.viewerId, profileViews.viewedId],
      set: { viewedAt: sql`greatest(${profileViews.viewedAt}, excluded.viewed_at)` },
    })
    .prepare(pinned('profile_views_write'));

  /** The latest time of each pending view, by `viewer:viewed` (a batch may not write one row twice). */
  let pending = new Map<string, View>();
  /** Resolves the requests whose views are pending, once those are written. */
  let pendingWritten = deferred();
  let timer: NodeJS.Timeout | undefined;
  /** The batches being written, one after the other, while views keep coming. */
  let draining: Promise<void> | undefined;
  const listeners: Array<(error: unknown, views: number) => void> = [];

  const writeBatch = async (batch: View[]) => {
    try {
      await write.execute({
        viewers: batch.map((view) => view.viewerId),
        viewed: batch.map((view) => view.viewedId),
        times: batch.map((view) => view.at.toISOString()),
      });
    } catch (error) {
      for (const listener of listeners) listener(error, batch.length);
    }
  };

  const drain = async () => {
    while (pending.size > 0) {
      const batch = [...pending.values()];
      const written = pendingWritten;
      pending = new Map();
      pendingWritten = deferred();
      await writeBatch(batch);
      written.resolve();
    }
  };

  const startDrain = (): Promise<void> => {
    clearTimeout(timer);
    timer = undefined;
    draining ??= drain().finally(() => {
      draining = undefined;
    });
    return draining;
  };

  /** Resolves once every view recorded before the call is written. */
  const settle = async () => {
    while (pending.size > 0 || draining) await (draining ?? startDrain());
  };

  return {
    record(viewerId, viewedId) {
      pending.set(`${viewerId}:${viewedId}`, { viewerId, viewedId, at: new Date() });
      const written = pendingWritten.promise;
      if (pending.size >= VIEW_BATCH_MAX) void startDrain();
      // A batch being written takes the views recorded meanwhile; one recorded as it finishes starts the next.
      else if (draining)
        void draining.then(() => {
          if (pending.size > 0) void startDrain();
        });
      else timer ??= setTimeout(() => void startDrain(), delayMs).unref();
      return written;
    },
    settle,
    onFailure(listener) {
      listeners.push(listener);
    },
    close: settle,
  };
}
