import { http as mockHttp, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ScenarioName } from '@app/mocks';
import type { PasskeySignInBody } from '@app/contract';
import { recorded, recordedAnswer, recordedRequest } from '@app/mocks';
import { ApiError, createHttpClient } from './http.ts';
import type { Poller } from './pollers.ts';
import { createSession } from './session.ts';
import { listItemsKey, localKeys, logoutLocalKeys, waitingMessagesKey } from './storage-keys.ts';
import { MemoryStorage } from './test-utils.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.events.removeAllListeners();
  server.resetHandlers();
});
afterAll(() => server.close());

/** The server's recorded answers for `scenario`. */
const replay = (scenario: ScenarioName) => server.use(...Object.values(recorded(scenario).handlers).flat());
/** The email and password the recorded member logged in with. */
const credentialsOf = (scenario: ScenarioName) =>
  recordedRequest(scenario, 'login') as { user: string; pass: string };
const free = credentialsOf('account/free-login');

let events: string[];
beforeEach(() => {
  events = [];
  replay('account/free-login');
  server.events.on('request:start', ({ request }) => {
    events.push(`${request.method} ${new URL(request.url).pathname}`);
  });
});

const fakePoller = (name: string): Poller => ({
  start: vi.fn(() => events.push(`start ${name}`)),
  stop: vi.fn(() => events.push(`stop ${name}`)),
  refresh: vi.fn(async () => {}),
  running: false,
});

function setup() {
  const storage = new MemoryStorage((event) => events.push(event), 'local');
  const notices = { clear: vi.fn(() => events.push('clear notice dismissals')) };
  const pollers = { counters: fakePoller('counters'), permissions: fakePoller('permissions') };
  const logQueue = {
    start: vi.fn(() => events.push('start log')),
    stop: vi.fn(() => events.push('stop log')),
  };
  const live = { start: vi.fn(() => events.push('start live')), stop: vi.fn(() => events.push('stop live')) };
  const http = createHttpClient({ baseUrl: 'http://localhost', readCookies: () => 'XSRF-TOKEN=t' });
  const session = createSession({ http, storage, notices, pollers, logQueue, live });
  return { session, storage, notices };
}

/** A sign-in call that started the session, then what starting it does: the profile read and stored, each duty started. */
const sessionStartedBy = (call: string) => [
  call,
  'GET /api/user/profile',
  'local.set profile',
  'start permissions',
  'start counters',
  'start live',
  'start log',
];

describe('login', () => {
  it('posts the credentials, then fetches the profile, stores it as the current user and starts polling and the live channel', async () => {
    replay('account/paying-login');
    const { session, storage } = setup();
    const paying = credentialsOf('account/paying-login');
    const outcome = await session.login(paying);
    if (!('profile' in outcome)) throw new Error('expected a session');
    const { profile } = outcome;
    expect(profile.data.email).toBe(paying.user);
    expect(JSON.parse(storage.getItem(localKeys.profile) ?? 'null')).toEqual(profile);
    expect(session.currentProfile()).toEqual(profile);
    expect(events).toEqual(sessionStartedBy('POST /api/user/auth/login'));
  });

  it("passes the backend's error data to the caller unchanged", async () => {
    replay('account/visitor');
    const { session, storage } = setup();
    const error = await session.login({ user: free.user, pass: 'not-the-password' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect((error as ApiError).body).toEqual({
      error: { code: 'invalid_credentials', message: 'Wrong email or password.' },
    });
    expect(storage.getItem(localKeys.profile)).toBeNull();
    expect(events).toEqual(['POST /api/user/auth/login']);
  });

  it('logs in with Facebook (sandbox token) and stores the profile', async () => {
    replay('account/facebook-login');
    const { session } = setup();
    const email = recordedAnswer('account/facebook-login', 'getProfile').data.email;
    const profile = await session.facebookLogin(`sandbox-${email}`);
    expect(profile.data.email).toBe(email);
    expect(events.slice(0, 2)).toEqual([
      `GET /api/login/facebook/sandbox-${encodeURIComponent(email)}`,
      'GET /api/user/profile',
    ]);
  });

  it('reactivates a disabled profile', async () => {
    replay('account/disabled-login');
    const { session } = setup();
    const disabled = credentialsOf('account/disabled-login');
    const refused = await session.login(disabled).catch((e: unknown) => e);
    expect(refused).toMatchObject({ status: 403, code: 'profile_disabled' });
    const profile = await session.login({ ...disabled, reactivate: '1' });
    expect(profile).toMatchObject({ profile: { data: { email: disabled.user } } });
  });

  it('answers the ticket of a two-step sign-in without starting anything, then signs in with the code', async () => {
    replay('sign-in/two-step-login');
    const { session, storage } = setup();
    const outcome = await session.login(credentialsOf('sign-in/two-step-login'));
    const { ticket } = (
      recordedAnswer('sign-in/two-step-login', 'login').data as { twoStep: { ticket: string } }
    ).twoStep;
    expect(outcome).toEqual({ twoStep: { ticket } });
    expect(events).toEqual(['POST /api/user/auth/login']);
    expect(storage.getItem(localKeys.profile)).toBeNull();

    const codeOf = (nth: number) =>
      (recordedRequest('sign-in/two-step-login', 'twoStepSignIn', { nth }) as { code: string }).code;
    const refused = await session.twoStep({ ticket, code: codeOf(0) }).catch((e: unknown) => e);
    expect(refused).toMatchObject({ status: 401, code: 'wrong_code', field: 'code' });
    const profile = await session.twoStep({ ticket, code: codeOf(1) });
    expect(session.currentProfile()).toEqual(profile);
    expect(events.slice(-7)).toEqual(sessionStartedBy('POST /api/user/auth/two-step'));
  });

  it("signs in with a passkey's answer and starts the session as a login does", async () => {
    replay('sign-in/passkey-login');
    const { session } = setup();
    const body = recordedRequest('sign-in/passkey-login', 'passkeySignIn') as PasskeySignInBody;
    const profile = await session.passkeyLogin(body);
    expect(profile.data.id).toBe(recordedAnswer('sign-in/passkey-login', 'passkeySignIn').data.memberId);
    expect(events).toEqual(sessionStartedBy('POST /api/user/auth/passkey'));
  });
});

describe('logout', () => {
  it('clears storage, stops counters, permissions, the live channel and log publishing, THEN posts logout', async () => {
    const { session, storage, notices } = setup();
    await session.login(free);
    for (const key of [
      localKeys.permissions,
      localKeys.paywall,
      localKeys.listTitles,
      listItemsKey('WHO_LIKED_ME'),
    ]) {
      storage.setItem(key, '{}');
    }
    storage.setItem(localKeys.plans, '{}');
    const waiting = waitingMessagesKey(session.currentProfile()!.data.id);
    storage.setItem(waiting, '[]');
    events = [];

    await session.logout();

    expect(events).toEqual([
      // Replies still waiting for a connection are private text: they go with the session.
      `local.remove ${waiting}`,
      ...logoutLocalKeys.map((key) => `local.remove ${key}`),
      'clear notice dismissals',
      'stop counters',
      'stop permissions',
      'stop live',
      'stop log',
      'POST /api/user/auth/logout',
      'local.remove profile',
    ]);
    expect(logoutLocalKeys).toEqual(
      expect.arrayContaining([
        'profile',
        'permissions',
        'cancelProfileResponse',
        'listTitles',
        'paywall',
        'listItems.WHO_LIKED_ME',
      ]),
    );
    expect(storage.getItem(localKeys.profile)).toBeNull();
    expect(storage.getItem(listItemsKey('WHO_LIKED_ME'))).toBeNull();
    expect(notices.clear).toHaveBeenCalledOnce();
    // The plans cache is not the member's data and stays.
    expect(storage.getItem(localKeys.plans)).toBe('{}');
    expect(session.currentProfile()).toBeNull();
  });

  it('does not store the profile again when a fetch that was in flight ends after logout', async () => {
    const { session, storage } = setup();
    await session.login(free);
    const profileBody: unknown = await (await fetch('http://localhost/api/user/profile')).json();
    let answerProfile = () => {};
    const answered = new Promise<void>((resolve) => (answerProfile = resolve));
    server.use(
      mockHttp.get('*/api/user/profile', async () => {
        await answered;
        return HttpResponse.json(profileBody as object);
      }),
    );
    const inFlight = session.refreshProfile();
    await session.logout();
    answerProfile();
    await inFlight;
    expect(storage.getItem(localKeys.profile)).toBeNull();
  });

  it('does not store the profile fetched while the logout post was pending', async () => {
    const { session, storage } = setup();
    await session.login(free);
    let answerLogout = () => {};
    const answered = new Promise<void>((resolve) => (answerLogout = resolve));
    server.use(
      mockHttp.post('*/api/user/auth/logout', async () => {
        await answered;
        return HttpResponse.json({ success: true });
      }),
    );
    const loggingOut = session.logout();
    // The server has not ended the session yet, so this fetch is answered with the member's profile.
    await session.refreshProfile();
    answerLogout();
    await loggingOut;
    expect(storage.getItem(localKeys.profile)).toBeNull();
  });
});
