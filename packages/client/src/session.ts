// The member's session: login (then profile → localStorage 'profile'), Facebook login, reactivate, and logout in
// SPEC point 4's order: clear local items, clear session notice items, stop counters, permissions and log publishing,
// THEN post logout.
import type { CurrentProfile, LoginBody } from '@app/contract';
import { facebookLogin, getProfile, login, logout, reactivate } from '@app/contract';
import type { HttpClient } from './http.ts';
import type { LogQueue } from './log-queue.ts';
import { normaliseProfile } from './normalise.ts';
import type { Poller } from './pollers.ts';
import { localKeys, logoutLocalKeys, logoutSessionKeys } from './storage-keys.ts';

export interface SessionOptions {
  http: HttpClient;
  /** localStorage */
  storage: Storage;
  sessionStorage: Storage;
  pollers: { counters: Poller; permissions: Poller };
  logQueue: Pick<LogQueue, 'start' | 'stop'>;
}

export interface Session {
  /**
   * Posts the credentials, then fetches and stores the profile, and starts polling and log publishing.
   * A refused login rejects with the server's ApiError, its body exactly as sent.
   */
  login(credentials: LoginBody): Promise<CurrentProfile>;
  facebookLogin(token: string): Promise<CurrentProfile>;
  /** Reactivates the member's disabled profile, then refreshes the stored profile. */
  reactivate(): Promise<CurrentProfile>;
  logout(): Promise<void>;
  /** The stored current profile, or null when logged out. */
  currentProfile(): CurrentProfile | null;
  /** Fetches the profile again and stores it. */
  refreshProfile(): Promise<CurrentProfile>;
}

export function createSession({ http, storage, sessionStorage, pollers, logQueue }: SessionOptions): Session {
  async function refreshProfile(): Promise<CurrentProfile> {
    const profile = normaliseProfile(await http.call(getProfile));
    storage.setItem(localKeys.profile, JSON.stringify(profile));
    return profile;
  }

  async function begin(): Promise<CurrentProfile> {
    const profile = await refreshProfile();
    pollers.permissions.start();
    pollers.counters.start();
    logQueue.start();
    return profile;
  }

  return {
    async login(credentials) {
      await http.call(login, { body: credentials });
      return begin();
    },
    async facebookLogin(token) {
      await http.call(facebookLogin, { params: { token } });
      return begin();
    },
    async reactivate() {
      await http.call(reactivate);
      return refreshProfile();
    },
    async logout() {
      for (const key of logoutLocalKeys) storage.removeItem(key);
      for (const key of logoutSessionKeys) sessionStorage.removeItem(key);
      pollers.counters.stop();
      pollers.permissions.stop();
      logQueue.stop();
      await http.call(logout);
    },
    currentProfile() {
      const raw = storage.getItem(localKeys.profile);
      if (raw === null) return null;
      try {
        return JSON.parse(raw) as CurrentProfile;
      } catch {
        return null;
      }
    },
    refreshProfile,
  };
}
