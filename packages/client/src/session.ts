// The member's session: login (then profile → localStorage 'profile'; or the two-step ticket), the second step,
// passkey and Facebook logins, reactivate, and logout in
// SPEC point 4's order: clear local items, clear the session's notice dismissals, stop counters, permissions, the live
// channel and log publishing, THEN post logout.
import type { CurrentProfile, LoginBody, PasskeySignInBody, TwoStepSignInBody } from '@app/contract';
import type { HttpClient } from './http.ts';
import type { LiveChannel } from './live.ts';
import type { LogQueue } from './log-queue.ts';
import { normaliseProfile } from './normalise.ts';
import type { Poller } from './pollers.ts';
import type { NoticeDismissals } from './notice-dismissals.ts';
import { localKeys, logoutLocalKeys, waitingMessagesKey } from './storage-keys.ts';

export interface SessionOptions {
  http: HttpClient;
  /** localStorage */
  storage: Storage;
  /** The notices dismissed for the session (notice-dismissals.ts). */
  notices: Pick<NoticeDismissals, 'clear'>;
  pollers: { counters: Poller; permissions: Poller };
  logQueue: Pick<LogQueue, 'start' | 'stop'>;
  /** The live channel: opened with the pollers, closed with them. */
  live?: Pick<LiveChannel, 'start' | 'stop'>;
}

/**
 * What a right password led to: the session (the profile is stored and polling runs), or, for a member with
 * two-step sign-in on, a ticket for the second step (no session yet: nothing is fetched or started).
 */
export type LoginOutcome = { profile: CurrentProfile } | { twoStep: { ticket: string } };

export interface Session {
  /**
   * Posts the credentials; when that starts a session, fetches and stores the profile, and starts polling and log
   * publishing. A refused login rejects with the server's ApiError, its body exactly as sent.
   */
  login(credentials: LoginBody): Promise<LoginOutcome>;
  /** The second step of a two-step sign-in (the login's ticket and a code), then as a login that started a session. */
  twoStep(body: TwoStepSignInBody): Promise<CurrentProfile>;
  /** Signs in with a passkey's answer to the sign-in options (navigator.credentials.get()), then as a login. */
  passkeyLogin(body: PasskeySignInBody): Promise<CurrentProfile>;
  /** As `login`, with a Facebook access token; `reactivate: '1'` reactivates a disabled profile. */
  facebookLogin(token: string, options?: { reactivate?: '1' }): Promise<CurrentProfile>;
  /**
   * After a call that started a session by other means than these logins (a sign-up link, a Facebook sign-up):
   * fetches and stores the profile and starts polling and log publishing, as a login does.
   */
  enter(): Promise<CurrentProfile>;
  /** Reactivates the member's disabled profile, then refreshes the stored profile. */
  reactivate(): Promise<CurrentProfile>;
  logout(): Promise<void>;
  /**
   * Everything logout does on this device, without telling the server: storage cleared, polling and log publishing
   * stopped, and a profile fetch still in flight stores nothing.
   */
  forget(): void;
  /** The stored current profile, or null when logged out. */
  currentProfile(): CurrentProfile | null;
  /** Fetches the profile again and stores it. */
  refreshProfile(): Promise<CurrentProfile>;
}

export function createSession({ http, storage, notices, pollers, logQueue, live }: SessionOptions): Session {
  // Counts logouts, so a profile fetch that was in flight when the member logged out does not store their profile
  // again on a device they just left.
  let logouts = 0;

  async function refreshProfile(): Promise<CurrentProfile> {
    const startedAt = logouts;
    const profile = normaliseProfile(await http.call('getProfile'));
    if (startedAt === logouts) storage.setItem(localKeys.profile, JSON.stringify(profile));
    return profile;
  }

  function readProfile(): CurrentProfile | null {
    const raw = storage.getItem(localKeys.profile);
    if (raw === null) return null;
    try {
      return JSON.parse(raw) as CurrentProfile;
    } catch {
      return null;
    }
  }

  function forget(): void {
    logouts += 1;
    // Replies still waiting for a connection are private text: they do not stay on a device the member has left.
    const memberId = readProfile()?.data.id;
    if (memberId !== undefined) storage.removeItem(waitingMessagesKey(memberId));
    for (const key of logoutLocalKeys) storage.removeItem(key);
    notices.clear();
    pollers.counters.stop();
    pollers.permissions.stop();
    live?.stop();
    logQueue.stop();
  }

  async function begin(): Promise<CurrentProfile> {
    const profile = await refreshProfile();
    pollers.permissions.start();
    pollers.counters.start();
    live?.start();
    logQueue.start();
    return profile;
  }

  return {
    async login(credentials) {
      const answer = await http.call('login', { body: credentials });
      if ('twoStep' in answer.data) return { twoStep: answer.data.twoStep };
      return { profile: await begin() };
    },
    async twoStep(body) {
      await http.call('twoStepSignIn', { body });
      return begin();
    },
    async passkeyLogin(body) {
      await http.call('passkeySignIn', { body });
      return begin();
    },
    async facebookLogin(token, options = {}) {
      await http.call('facebookLogin', { params: { token }, query: options });
      return begin();
    },
    enter: begin,
    async reactivate() {
      await http.call('reactivate');
      return refreshProfile();
    },
    async logout() {
      forget();
      try {
        await http.call('logout');
      } finally {
        // A profile fetch that started while the post was pending (the server still knew the member) must not be
        // stored on the device they are leaving either.
        logouts += 1;
        storage.removeItem(localKeys.profile);
      }
    },
    forget,
    currentProfile: readProfile,
    refreshProfile,
  };
}
