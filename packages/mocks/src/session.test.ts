import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  countersWire,
  DISCOUNT_PLAN_TEXT,
  permissionsWire,
  plansResponse,
  profileWire,
  sessionEndpoints,
} from '@app/contract';
import { createMember, createProfileWire, demoEmails, MOCK_NOW, MOCK_PASSWORD } from './factories.ts';
import { allHandlers } from './groups.ts';
import type { HandlerGroups } from './groups.ts';
import {
  freeMember,
  loggedOut,
  memberScenario,
  newProfile,
  payingMember,
  serverError,
  slowNetwork,
  handlerGroups,
} from './scenarios.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => server.close());

const base = 'http://localhost';
const use = (groups: HandlerGroups) => server.use(...allHandlers(groups));
const get = async (path: string) => {
  const response = await fetch(`${base}${path}`);
  return { status: response.status, body: (await response.json()) as unknown };
};
const post = async (path: string, body?: unknown) => {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as unknown };
};

describe('session handlers', () => {
  it('logs in with the right password and answers 401 with the server error body otherwise', async () => {
    const { db, handlers } = memberScenario(null);
    use(handlers);
    expect(await post('/api/user/auth/login', { user: demoEmails.free, pass: 'wrong' })).toEqual({
      status: 401,
      body: { error: { code: 'invalid_credentials', message: 'Wrong email or password.' } },
    });
    expect(
      await post('/api/user/auth/login', { user: 'nobody@demo.test', pass: MOCK_PASSWORD }),
    ).toMatchObject({ status: 401 });
    expect(db.sessionMemberId).toBeNull();
    expect(await post('/api/user/auth/login', { user: demoEmails.free, pass: MOCK_PASSWORD })).toEqual({
      status: 200,
      body: { success: true, data: { memberId: 1001, reactivated: false } },
    });
    expect(db.sessionMemberId).toBe(1001);
  });

  it('answers 400 naming the field for a request that breaks the contract', async () => {
    use(loggedOut());
    expect(await post('/api/user/auth/login', { user: 'not-an-email', pass: 'x' })).toEqual({
      status: 400,
      body: { error: { code: 'invalid_request', message: 'Enter a valid email address', field: 'user' } },
    });
    expect((await get('/api/user/permissions/get-permissions?forceReload=2')).body).toMatchObject({
      error: { field: 'forceReload' },
    });
  });

  it('answers 401 to member calls when nobody is logged in, and logout ends the session', async () => {
    const { db, handlers } = memberScenario(1001);
    use(handlers);
    expect((await get('/api/user/profile')).status).toBe(200);
    expect(await post('/api/user/auth/logout')).toEqual({ status: 200, body: { success: true } });
    expect(db.sessionMemberId).toBeNull();
    expect(await get('/api/user/profile')).toEqual({
      status: 401,
      body: { error: { code: 'unauthenticated', message: 'Log in to continue.' } },
    });
    expect((await get('/api/user/counter/get-wrapped-counters')).status).toBe(401);
  });

  it("serves the logged-in member's profile in the legacy wire shape", async () => {
    use(newProfile());
    const { body } = await get('/api/user/profile');
    const profile = profileWire.parse(body);
    expect(profile.data.email).toBe(demoEmails.newProfile);
    expect(profile.NbOfImages).toMatch(/^\d+$/);
    expect(profile.SignupDate).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(MOCK_NOW.getTime() - Date.parse(`${profile.SignupDate.replace(' ', 'T')}Z`)).toBeLessThan(
      15 * 86_400_000,
    );
  });

  it('reactivates a disabled profile, and logs it in only when asked to', async () => {
    const { db, handlers } = memberScenario(null);
    use(handlers);
    const member = db.findByEmail(demoEmails.free);
    if (member) member.disabled = true;
    expect((await post('/api/user/auth/login', { user: demoEmails.free, pass: MOCK_PASSWORD })).status).toBe(
      403,
    );
    expect(
      await post('/api/user/auth/login', { user: demoEmails.free, pass: MOCK_PASSWORD, reactivate: '1' }),
    ).toMatchObject({
      status: 200,
      body: { data: { reactivated: true } },
    });
    expect(await get('/api/user/reactivate')).toEqual({
      status: 200,
      body: { success: true, data: { reactivated: false } },
    });
  });

  it('accepts sandbox Facebook tokens and refuses others', async () => {
    use(loggedOut());
    expect((await get(`/api/login/facebook/sandbox-${demoEmails.paying}`)).body).toMatchObject({
      data: { memberId: 1002 },
    });
    expect((await get('/api/login/facebook/real-looking-token')).status).toBe(401);
  });
});

describe('permissions, counters, log and billing handlers', () => {
  it('sends permissions by role with flags as "1"/"0"', async () => {
    use(freeMember());
    const free = permissionsWire.parse((await get('/api/user/permissions/get-permissions')).body);
    expect(free).toMatchObject({ isFreeMember: '1', isFullMember: '0', isPayingMember: '0' });
    expect(free.data.lists).toEqual(['whoILike']);
    server.resetHandlers();
    use(payingMember());
    const paying = permissionsWire.parse(
      (await get('/api/user/permissions/get-permissions?forceReload=1')).body,
    );
    expect(paying).toMatchObject({ isFreeMember: '0', isFullMember: '1', isPayingMember: '1' });
    expect(paying.data.lists).toEqual(['*']);
    expect(await get('/api/user/permissions/flush-permissions')).toEqual({
      status: 200,
      body: { success: true },
    });
  });

  it('sends counters as numeric strings', async () => {
    use(freeMember());
    const counters = countersWire.parse((await get('/api/user/counter/get-wrapped-counters')).body);
    expect(counters.data.whoLikedMe).toBe('4');
  });

  it('stores desktop-log entries and ignores a uuid it already has', async () => {
    const { db, handlers } = memberScenario(1001);
    use(handlers);
    const entry = {
      logType: 'action',
      uuid: '3f1c2b6e-8a7d-4c1e-9b2a-5d6e7f8a9b0c',
      generation_time: 1,
      retry_count: 0,
      batch_send_time: 2,
    };
    expect((await post('/api/user/log/desktop-log', { logArr: [entry] })).body).toEqual({
      success: true,
      data: { stored: 1, duplicates: 0 },
    });
    expect((await post('/api/user/log/desktop-log', { logArr: [entry] })).body).toEqual({
      success: true,
      data: { stored: 0, duplicates: 1 },
    });
    expect(db.logEntries).toHaveLength(1);
    expect(await post('/api/user/log/desktop-log', { logArr: [] })).toMatchObject({
      status: 400,
      body: { error: { field: 'logArr' } },
    });
  });

  it('serves subscription plans with the discount offer, and the one-time plans (boost first, then extra spins)', async () => {
    use(freeMember());
    const web = plansResponse.parse(
      (await get('/api/user/billing/webproducts?action=upgrade&headline=likedMe')).body,
    );
    expect(web.data.Plans.map((plan) => plan.kind)).not.toContain('boost');
    expect(web.data.Plans.some((plan) => plan.description === DISCOUNT_PLAN_TEXT)).toBe(true);
    const micro = plansResponse.parse((await get('/api/billing/microplan')).body);
    expect(micro.data.Plans.map((plan) => plan.kind)).toEqual(['boost', 'spins']);
    const card = plansResponse.parse((await get('/api/user/billing/solidgate-products?version=2')).body);
    expect(card.data.Plans.length).toBeGreaterThan(0);
  });
});

describe('scenarios', () => {
  it('serverError answers 500 with the error body to every call of the twelve', async () => {
    use(serverError());
    for (const endpoint of Object.values(sessionEndpoints)) {
      const response = await fetch(`${base}${endpoint.path.replace(':token', 'x')}`, {
        method: endpoint.method,
      });
      expect(response.status, endpoint.path).toBe(500);
      expect(await response.json()).toEqual({
        error: { code: 'internal_error', message: 'Something went wrong on our side. Try again.' },
      });
    }
    expect((await fetch(`${base}/api/user/anything-else`)).status).toBe(500);
  });

  it('slowNetwork holds every answer for the delay', async () => {
    vi.useFakeTimers();
    use(slowNetwork(3000));
    let settled = false;
    const answer = fetch(`${base}/api/user/counter/get-wrapped-counters`).then((response) => {
      settled = true;
      return response.status;
    });
    await vi.advanceTimersByTimeAsync(2900);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(100);
    expect(await answer).toBe(200);
  });

  it('each scenario starts from a fresh store', async () => {
    const first = memberScenario(1001);
    first.db.sessionMemberId = null;
    expect(memberScenario(1001).db.sessionMemberId).toBe(1001);
  });

  it('registers the default groups by name for Storybook', () => {
    expect(Object.keys(handlerGroups)).toEqual(
      expect.arrayContaining(['session', 'permissions', 'counters', 'log', 'billing', 'assets']),
    );
  });
});

describe('session groups: discovery and messaging share one community', () => {
  const MEMBER = 7;
  const inHotlist = async () =>
    ((await get(`/api/user/profiles/${MEMBER}`)).body as { data: { inHotlist: boolean } }).data.inHotlist;
  const hotlistIds = async () =>
    (
      (await get('/api/user/hotlist')).body as { data: { items: { member: { id: number } }[] } }
    ).data.items.map((entry) => entry.member.id);

  it("a profile says whether the viewer saved the member, following the hotlist's add and remove", async () => {
    use(payingMember());
    expect(await inHotlist()).toBe(false);
    expect((await post('/api/user/hotlist/add', { memberId: MEMBER })).status).toBe(200);
    expect(await inHotlist()).toBe(true);
    expect(await hotlistIds()).toContain(MEMBER);
    await post('/api/user/hotlist/remove', { memberId: MEMBER });
    expect(await inHotlist()).toBe(false);
    expect(await hotlistIds()).not.toContain(MEMBER);
  });

  it('a block from discovery reaches messaging: the thread leaves the inbox and opening it is refused', async () => {
    use(payingMember());
    const sent = await post('/api/user/mail/send', {
      recipientId: MEMBER,
      body: 'Hello there',
      clientId: crypto.randomUUID(),
    });
    const { threadId } = (sent.body as { data: { threadId: string } }).data;
    await post('/api/user/hotlist/add', { memberId: MEMBER });
    await post('/api/user/blocklist/add', { memberId: MEMBER });

    const inbox = (await get('/api/user/mail/inbox')).body as { data: { items: { id: string }[] } };
    expect(inbox.data.items.map((thread) => thread.id)).not.toContain(threadId);
    expect(await get(`/api/user/mail/threads/${threadId}`)).toMatchObject({
      status: 403,
      body: { error: { code: 'blocked' } },
    });
    expect(await inHotlist()).toBe(false);
    expect(await hotlistIds()).not.toContain(MEMBER);

    await post('/api/user/blocklist/remove', { memberId: MEMBER });
    expect((await get(`/api/user/mail/threads/${threadId}`)).status).toBe(200);
    expect(await inHotlist()).toBe(true);
  });
});

describe('factories', () => {
  it('are deterministic per id and take overrides', () => {
    expect(createMember({ id: 5 })).toEqual(createMember({ id: 5 }));
    expect(
      createMember({ id: 5 }).data.name === createMember({ id: 6 }).data.name &&
        createMember({ id: 5 }).data.city === createMember({ id: 6 }).data.city,
    ).toBe(false);
    const member = createMember({
      id: 7,
      role: 'paying',
      data: { city: 'Austin' },
      counters: { whoLikedMe: 99 },
    });
    expect(member.data.city).toBe('Austin');
    expect(member.counters.whoLikedMe).toBe(99);
    expect(member.subscriptionStatus).toBe('active');
    expect(() => profileWire.parse(createProfileWire(member))).not.toThrow();
  });
});
