// Sessions behind an HttpOnly SameSite=Lax cookie, stored in the database (they survive restarts), and the
// Facebook identity adapter chosen by FACEBOOK_AUTH. Every sign-in (password, Facebook, passkey, second step)
// starts its session here, so the known-device check (a security note for a new device) runs for all of them.
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Member } from '../../db/schema.ts';
import type { FacebookAuth } from '../../features/session/facebook.ts';
import { sessionIdOf } from '../../features/session/sessions.repository.ts';
import { recordDeviceSignIn } from '../../features/sign-in/devices.ts';
import {
  disabledFacebookAuth,
  graphFacebookAuth,
  sandboxFacebookAuth,
} from '../../features/session/facebook.ts';

export const SESSION_COOKIE = 'sid';
const ACTIVITY_PRECISION_MS = 5 * 60_000;
/** A session's "last seen" (login settings) is written at most this often, so it costs one write a minute. */
const SESSION_SEEN_PRECISION_MS = 60_000;
/**
 * How long a session lookup is reused by this process. Every write through this process's database handle that may
 * change a member or a session (logout, disable, a password change, deletion, a role or profile change, the lookup's
 * own activity stamps) drops every cached lookup before it runs, and every state-changing request drops them again
 * once its handler is done. A write by another server (or straight in the database) drops them when its
 * notification arrives (the table_writes triggers): at once, or within this bound while that connection is down.
 */
export const SESSION_CACHE_MS = 2_000;
/** Cached lookups at most (members with a request in the last SESSION_CACHE_MS); the oldest go first. */
const SESSION_CACHE_MAX = 5_000;

interface CachedSession {
  member: Member;
  lastSeenAt: Date;
  expiresAt: Date;
  /** When the lookup was read (Date.now()). */
  readAt: number;
}

export interface Auth {
  /** The member of the request's session, or null (memoised per request). */
  currentMember(request: FastifyRequest): Promise<Member | null>;
  /**
   * Opens a session for the member and sets its cookie on the reply; records the device (its long-lived cookie) and
   * queues the new-device note when the member never signed in from it.
   */
  startSession(reply: FastifyReply, memberId: number): Promise<void>;
  /** Deletes the request's session, if any, and clears its cookie; its live streams are told (session-ended). */
  endSession(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** The id of the request's session (as login settings name it), or null without a session cookie. */
  sessionId(request: FastifyRequest): string | null;
  /** Drops every cached session lookup (SESSION_CACHE_MS): after a request that may have changed a member. */
  forget(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
    facebook: FacebookAuth;
  }
}

export default fp<{ facebook?: FacebookAuth }>(
  async (app, options) => {
    const { config, repos } = app;
    const cookieOptions = {
      path: '/',
      httpOnly: true,
      sameSite: 'lax' as const,
      secure: config.cookieSecure,
    };
    const resolved = new WeakMap<FastifyRequest, Promise<Member | null>>();

    // Session lookups of the last SESSION_CACHE_MS, by token. `generation` counts the drops: a lookup read while a
    // write ran (the generation moved on while it was in flight) is used for its request but not kept.
    const cache = new Map<string, CachedSession>();
    let generation = 0;
    const forget = () => {
      generation += 1;
      cache.clear();
    };
    // photos: a photo write changes the member's card photo on their row (a trigger, drizzle/0013_card_photo.sql).
    const watched = ['members', 'sessions', 'photos'];
    const unwatch = app.database.watchWrites(watched, forget);
    const unlisten = await app.database.listen('table_writes', (table) => {
      if (table === null || watched.includes(table)) forget();
    });
    app.addHook('onClose', async () => {
      unwatch();
      unlisten();
    });

    async function find(token: string): Promise<CachedSession | undefined> {
      const now = Date.now();
      const cached = cache.get(token);
      if (cached && now - cached.readAt < SESSION_CACHE_MS && cached.expiresAt.getTime() > now) return cached;
      const started = generation;
      const found = await repos.sessions.memberOf(token);
      if (!found) {
        cache.delete(token);
        return undefined;
      }
      const entry = { ...found, readAt: now };
      if (generation === started) {
        cache.delete(token);
        if (cache.size >= SESSION_CACHE_MAX) cache.delete(cache.keys().next().value as string);
        cache.set(token, entry);
      }
      return entry;
    }

    async function lookup(request: FastifyRequest): Promise<Member | null> {
      const token = request.cookies[SESSION_COOKIE];
      if (!token) return null;
      const found = await find(token);
      if (!found) return null;
      const { member, lastSeenAt } = found;
      const now = Date.now();
      await Promise.all([
        now - member.lastActiveAt.getTime() > ACTIVITY_PRECISION_MS
          ? repos.members.touchActive(member.id)
          : null,
        now - lastSeenAt.getTime() > SESSION_SEEN_PRECISION_MS ? repos.sessions.touch(token) : null,
      ]);
      return member;
    }

    app.decorate('auth', {
      currentMember(request) {
        let pending = resolved.get(request);
        if (!pending) {
          pending = lookup(request);
          resolved.set(request, pending);
        }
        return pending;
      },
      async startSession(reply, memberId) {
        const { token, expiresAt } = await repos.sessions.create(
          memberId,
          config.sessionTtlDays,
          reply.request.headers['user-agent'] ?? '',
        );
        reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions, expires: expiresAt });
        await recordDeviceSignIn(app, reply, memberId);
      },
      async endSession(request, reply) {
        const token = request.cookies[SESSION_COOKIE];
        const memberId = token ? await repos.sessions.delete(token) : undefined;
        reply.clearCookie(SESSION_COOKIE, cookieOptions);
        if (token && memberId !== undefined)
          await app.live.publish([
            { memberId, sessionId: sessionIdOf(token), event: { kind: 'session-ended' } },
          ]);
      },
      sessionId(request) {
        const token = request.cookies[SESSION_COOKIE];
        return token ? sessionIdOf(token) : null;
      },
      forget,
    } satisfies Auth);

    app.decorate(
      'facebook',
      options.facebook ??
        (config.facebookAuth === 'graph' && config.facebookAppSecret
          ? graphFacebookAuth(config.facebookAppSecret)
          : config.facebookAuth === 'sandbox'
            ? sandboxFacebookAuth
            : disabledFacebookAuth),
    );

    // Expired sessions are only ever rejected by the lookup; this keeps the table small.
    app.schedule.every({
      name: 'expired sessions',
      intervalMs: 3_600_000,
      onReady: true,
      async run() {
        const removed = await repos.sessions.deleteExpired();
        if (removed > 0) app.log.info({ removed }, 'expired sessions removed');
      },
    });
  },
  { name: 'auth', dependencies: ['config', 'database', 'repositories', 'cookie', 'live', 'schedule'] },
);
