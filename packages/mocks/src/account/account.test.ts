// The account mocks answer as the server: the current password checked, other sessions signed out on a change, the
// current session refused and an unknown one 404, visibility saved, recovery the same for any address and limited,
// and a recovery link working once.
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getLoginSettings, passwordCopy, recoveryCopy, recoveryLimits } from '@app/contract';
import { demoEmails, memberIds, MOCK_PASSWORD } from '../factories.ts';
import { allHandlers } from '../groups.ts';
import { memberScenario } from '../scenarios.ts';
import { CURRENT_SESSION_ID, accountStateOf, mockRecoveryTokens } from './state.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const call = async (method: string, path: string, body?: unknown) => {
  const response = await fetch(`http://localhost${path}`, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};
const post = (path: string, body?: unknown) => call('POST', path, body);

describe('account handlers', () => {
  it('changes the password after checking the current one, signing out the other sessions', async () => {
    const { db, handlers } = memberScenario(memberIds.free);
    server.use(...allHandlers(handlers));
    const before = getLoginSettings.response.parse((await call('GET', '/api/user/settings/login')).body);
    expect(before.data.sessions.length).toBeGreaterThan(1);
    expect(before.data.sessions[0]).toMatchObject({ id: CURRENT_SESSION_ID, current: true });

    const wrong = await post('/api/user/settings/password', {
      currentPassword: 'nope nope',
      newPassword: 'brand new pass',
    });
    expect(wrong).toMatchObject({
      status: 400,
      body: { error: { field: 'currentPassword', message: passwordCopy.wrongCurrent } },
    });
    const same = await post('/api/user/settings/password', {
      currentPassword: MOCK_PASSWORD,
      newPassword: MOCK_PASSWORD,
    });
    expect(same).toMatchObject({ status: 400, body: { error: { field: 'newPassword' } } });
    const short = await post('/api/user/settings/password', {
      currentPassword: MOCK_PASSWORD,
      newPassword: 'short',
    });
    expect(short).toMatchObject({
      status: 400,
      body: { error: { field: 'newPassword', message: passwordCopy.tooShort } },
    });

    const done = await post('/api/user/settings/password', {
      currentPassword: MOCK_PASSWORD,
      newPassword: 'brand new pass',
    });
    expect(done).toMatchObject({
      status: 200,
      body: { data: { signedOut: before.data.sessions.length - 1 } },
    });
    expect(db.currentMember()?.password).toBe('brand new pass');
    const after = getLoginSettings.response.parse((await call('GET', '/api/user/settings/login')).body);
    expect(after.data.sessions.map((s) => s.current)).toEqual([true]);
  });

  it('signs out one session; the current one is 400 and an unknown one 404', async () => {
    const { handlers } = memberScenario(memberIds.free);
    server.use(...allHandlers(handlers));
    const { data } = getLoginSettings.response.parse((await call('GET', '/api/user/settings/login')).body);
    const other = data.sessions.find((s) => !s.current)!;
    expect((await post(`/api/user/settings/sessions/${CURRENT_SESSION_ID}/sign-out`)).body).toMatchObject({
      error: { field: 'sessionId' },
    });
    expect((await post(`/api/user/settings/sessions/${'x'.repeat(43)}/sign-out`)).status).toBe(404);
    expect((await post(`/api/user/settings/sessions/${other.id}/sign-out`)).status).toBe(200);
    expect((await post(`/api/user/settings/sessions/${other.id}/sign-out`)).status).toBe(404);
  });

  it('saves visibility', async () => {
    const { handlers } = memberScenario(memberIds.free);
    server.use(...allHandlers(handlers));
    expect(
      (await call('PUT', '/api/user/settings/visibility', { hidden: true, incognito: false })).body,
    ).toEqual({
      data: { hidden: true, incognito: false },
    });
    expect((await call('GET', '/api/user/settings/visibility')).body).toEqual({
      data: { hidden: true, incognito: false },
    });
  });

  it('answers recovery requests the same for any address, limits them, and a link works once', async () => {
    const { db, handlers } = memberScenario(memberIds.free);
    server.use(...allHandlers(handlers));
    await post('/api/user/auth/logout');
    const known = await post('/api/user/password-recovery', { email: demoEmails.free });
    const unknown = await post('/api/user/password-recovery', { email: 'nobody@mock.test' });
    expect(known).toEqual(unknown);
    const { mailed } = accountStateOf(db);
    expect(mailed.map((m) => m.to)).toEqual([demoEmails.free]);
    for (let i = 1; i < recoveryLimits.perEmail; i++)
      await post('/api/user/password-recovery', { email: 'nobody@mock.test' });
    expect((await post('/api/user/password-recovery', { email: 'nobody@mock.test' })).status).toBe(429);

    const token = mailed[0]!.token;
    expect((await post('/api/user/password-recovery/check', { token })).status).toBe(200);
    expect(
      (await post('/api/user/password-recovery/reset', { token, newPassword: 'recovered pass' })).status,
    ).toBe(200);
    const again = await post('/api/user/password-recovery/reset', { token, newPassword: 'recovered pass' });
    expect(again).toMatchObject({
      status: 400,
      body: { error: { field: 'token', message: recoveryCopy.invalidToken } },
    });
    expect((await post('/api/user/password-recovery/check', { token: mockRecoveryTokens.used })).status).toBe(
      400,
    );
    const login = await post('/api/user/auth/login', { user: demoEmails.free, pass: 'recovered pass' });
    expect(login.status).toBe(200);
  });
});
