// The disable mocks answer as the server: the reasons recorded, the member signed out and refused at login until
// they ask to reactivate, which stamps the disable; bad input is a 400 naming the field.
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DISABLE_COMMENT_MAX, disableProfile } from '@app/contract';
import { demoEmails, memberIds, MOCK_PASSWORD } from '../factories.ts';
import { allHandlers } from '../groups.ts';
import { memberScenario } from '../scenarios.ts';
import { disablesOf } from './store.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const post = async (path: string, body?: unknown) => {
  const response = await fetch(`http://localhost${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

describe('disable handlers', () => {
  it('records the reasons, disables and signs out; login refuses until asked to reactivate', async () => {
    const { db, handlers } = memberScenario(memberIds.free);
    server.use(...allHandlers(handlers));
    const done = await post(disableProfile.path, { reasons: ['taking-a-break'], comment: '  Back soon ' });
    expect(done.status).toBe(200);
    disableProfile.response.parse(done.body);
    expect(db.sessionMemberId).toBeNull();
    expect(disablesOf(db)).toMatchObject([
      { reasons: ['taking-a-break'], comment: 'Back soon', reactivatedAt: null },
    ]);
    expect((await post(disableProfile.path, { reasons: ['other'] })).status).toBe(401);

    const refused = await post('/api/user/auth/login', { user: demoEmails.free, pass: MOCK_PASSWORD });
    expect(refused).toMatchObject({ status: 403, body: { error: { code: 'profile_disabled' } } });
    const back = await post('/api/user/auth/login', {
      user: demoEmails.free,
      pass: MOCK_PASSWORD,
      reactivate: '1',
    });
    expect(back).toMatchObject({ status: 200, body: { data: { reactivated: true } } });
    expect(disablesOf(db)[0]?.reactivatedAt).not.toBeNull();
    const notices = await fetch('http://localhost/api/user/notices');
    expect(((await notices.json()) as { data: { notices: { kind: string }[] } }).data.notices).toContainEqual(
      {
        kind: 'reactivationModal',
      },
    );
  });

  it('answers 400 naming the field for no reason or a comment too long', async () => {
    const { handlers } = memberScenario(memberIds.free);
    server.use(...allHandlers(handlers));
    expect(await post(disableProfile.path, { reasons: [] })).toMatchObject({
      status: 400,
      body: { error: { field: 'reasons' } },
    });
    expect(
      await post(disableProfile.path, { reasons: ['other'], comment: 'x'.repeat(DISABLE_COMMENT_MAX + 1) }),
    ).toMatchObject({ status: 400, body: { error: { field: 'comment' } } });
  });
});
