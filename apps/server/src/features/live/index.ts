// The live channel (README.md): `app.live`, which the features call when something a member's open tabs should
// know about happened, and the stream route (live.routes.ts) that writes it to them.
import type { LiveEvent, MemberSummary } from '@app/contract';
import { LIVE_RETENTION_MS, TYPING_SIGNAL_MS } from '@app/contract';
import fp from 'fastify-plugin';
import type { LiveHub } from './hub.ts';
import { liveHub } from './hub.ts';
import type { Executor } from './live.repository.ts';
import { LIVE_CHANNEL, liveRepository, typingNotice } from './live.repository.ts';

export { default as liveRoutes } from './live.routes.ts';

type StoredEvent = Exclude<LiveEvent, { kind: 'typing' }>;

/** One event for one member; `sessionId` targets one session's streams (a session-ended), else all of theirs. */
export interface LiveDelivery {
  memberId: number;
  event: StoredEvent;
  sessionId?: string | null;
}

export interface Live {
  /**
   * Stores the events and notifies every server. Inside `tx` they commit (and are announced) with the caller's
   * change, or not at all; without one they follow a change already committed, and a failure is logged, not thrown
   * (the SPEC's polls still catch the member's tab up).
   */
  publish(deliveries: readonly LiveDelivery[], tx?: Executor): Promise<void>;
  /**
   * Tells `toMemberId`'s tabs that `fromMemberId` is typing in `threadId` (never stored). False when the same member
   * signalled the same thread less than TYPING_SIGNAL_MS ago (dropped).
   */
  typing(fromMemberId: number, toMemberId: number, threadId: number): Promise<boolean>;
  /** `memberId` as `viewerId`'s lists show them (a match event carries it). */
  summaryOf(viewerId: number, memberId: number, tx?: Executor): Promise<MemberSummary | undefined>;
  /** Deletes events older than LIVE_RETENTION_MS on the app clock; answers how many (the timer runs it hourly). */
  sweep(): Promise<number>;
  readonly hub: LiveHub;
}

declare module 'fastify' {
  interface FastifyInstance {
    live: Live;
  }
}

/** How often the retention sweep runs. */
const SWEEP_INTERVAL_MS = 3_600_000;
/** Typing signals remembered at most (the rate limit's memory); the stale ones go first. */
const TYPING_REMEMBERED = 10_000;

export default fp(
  async (app) => {
    const { db } = app.database;
    const repo = liveRepository(db);
    const now = () => app.clock.now();
    const hub = liveHub(repo, now, app.log);
    // A rate limit of this process only: a signal let through twice by two servers costs nothing.
    const lastTyping = new Map<string, number>();

    const live: Live = {
      hub,
      async publish(deliveries, tx) {
        const rows = deliveries.map((d) => ({
          memberId: d.memberId,
          sessionId: d.sessionId ?? null,
          payload: d.event,
          createdAt: now(),
        }));
        if (tx) return repo.insert(tx, rows);
        await repo
          .insert(db, rows)
          .catch((err: unknown) => app.log.error({ err }, 'live events not published'));
      },
      async typing(fromMemberId, toMemberId, threadId) {
        const key = `${fromMemberId}:${threadId}`;
        const at = Date.now();
        const last = lastTyping.get(key);
        if (last !== undefined && at - last < TYPING_SIGNAL_MS) return false;
        if (lastTyping.size >= TYPING_REMEMBERED)
          for (const [k, t] of lastTyping) if (at - t >= TYPING_SIGNAL_MS) lastTyping.delete(k);
        lastTyping.delete(key);
        lastTyping.set(key, at);
        const event: LiveEvent = { kind: 'typing', threadId: String(threadId), memberId: fromMemberId };
        await repo.notify(typingNotice(toMemberId, event));
        return true;
      },
      summaryOf: (viewerId, memberId, tx) => repo.summaryOf(tx ?? db, viewerId, memberId, now()),
      sweep: () => repo.deleteBefore(new Date(now().getTime() - LIVE_RETENTION_MS)),
    };
    app.decorate('live', live);

    const unlisten = await app.database.listen(LIVE_CHANNEL, (payload) => hub.notified(payload));
    const timer = setInterval(() => {
      live.sweep().catch((err: unknown) => app.log.warn({ err }, 'live events sweep failed'));
    }, SWEEP_INTERVAL_MS);
    timer.unref();
    // Before the server stops accepting: an open stream would keep app.close() waiting for ever.
    app.addHook('preClose', async () => {
      clearInterval(timer);
      unlisten();
      await hub.closeAll();
    });
  },
  { name: 'live', dependencies: ['database', 'clock'] },
);
