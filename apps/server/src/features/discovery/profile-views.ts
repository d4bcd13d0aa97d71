// The views that opening a profile records (who-viewed-me), written in batches rather than by the request that
// opened the profile. A view is the one write of a read a member makes most often, and waiting for it (a row, the
// list totals' trigger, a commit) cost the profile view half of PostgreSQL's work and a third of its requests a
// second on the benchmark community (apps/server/README.md, "Profile views written in batches").
//
// A view waits at most VIEW_BATCH_DELAY_MS in this process. The reads that show views (the who-viewed-me list and
// the badge counters) call settle() first, so on this process a view is never missing from a list read after it.
// The rules a view obeys are checked when its batch is written: none across a block either way, none of a disabled
// profile, none by an incognito viewer; a block made in between wins. A crash of the process loses the views of its
// last batch, as an asynchronous commit (below) can lose PostgreSQL's last fraction of a second of them.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { profileViews } from '../../db/schema.ts';
import { pinned } from '../../db/prepared.ts';
import { notBlockedEitherWay } from '../../db/visibility.ts';

/** How long a view may wait for others to be written with it. */
export const VIEW_BATCH_DELAY_MS = 10;
/** A batch is written at once when it holds this many views. */
export const VIEW_BATCH_MAX = 500;

export interface ProfileViewWriter {
  /** Records that `viewerId` opened `viewedId`'s profile now; written with the others of its batch. */
  record(viewerId: number, viewedId: number): void;
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
  let timer: NodeJS.Timeout | undefined;
  /** The batch being written, if any: batches are written one at a time, in order. */
  let writing: Promise<void> = Promise.resolve();
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

  const flush = (): Promise<void> => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    if (pending.size > 0) {
      const batch = [...pending.values()];
      pending = new Map();
      writing = writing.then(() => writeBatch(batch));
    }
    return writing;
  };

  return {
    record(viewerId, viewedId) {
      pending.set(`${viewerId}:${viewedId}`, { viewerId, viewedId, at: new Date() });
      if (pending.size >= VIEW_BATCH_MAX) void flush();
      else timer ??= setTimeout(() => void flush(), delayMs).unref();
    },
    settle: flush,
    onFailure(listener) {
      listeners.push(listener);
    },
    close: flush,
  };
}
