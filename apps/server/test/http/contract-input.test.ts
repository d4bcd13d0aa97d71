// Input the contract refuses before it reaches the database: ids beyond the int4 columns (2^31 and up) and text
// PostgreSQL cannot store (NUL, unpaired surrogates). Each answers 400 naming the field, never 500.
import { apiErrorBody, errorCodes } from '@app/contract';
import type { LightMyRequestResponse } from 'fastify';
import { expect, it } from 'vitest';
import { describeBackends, loginAs, parseBody } from '../helper.ts';

const TOO_BIG = 2_147_483_648;
const uuid = '7d8f3c1a-2b4e-4f6a-9c0d-1e2f3a4b5c6d';

function expectBadField(response: LightMyRequestResponse, field: string) {
  expect(response.statusCode, response.body).toBe(400);
  const { error } = parseBody(apiErrorBody, response);
  expect(error.code).toBe(errorCodes.invalidRequest);
  expect(error.field).toBe(field);
}

const logEntry = (extra: Record<string, unknown>) => ({
  logType: 'action',
  uuid,
  generation_time: 1,
  retry_count: 0,
  batch_send_time: 2,
  ...extra,
});

describeBackends('contract input limits', (backend) => {
  it('refuses member ids beyond the database integer with 400 naming the field', async () => {
    const app = await backend.build();
    const me = await backend.createMember({ isFullMember: true, isPayingMember: true });
    const client = await loginAs(app, me.email);

    for (const path of [
      '/api/user/likes/add',
      '/api/user/likes/remove',
      '/api/user/blocklist/add',
      '/api/user/blocklist/remove',
      '/api/user/hotlist/add',
      '/api/user/hotlist/remove',
    ]) {
      expectBadField(await client.post(path, { memberId: TOO_BIG }), 'memberId');
      expectBadField(await client.post(path, { memberId: 2 ** 53 - 1 }), 'memberId');
    }
    expectBadField(await client.post('/api/user/report', { memberId: TOO_BIG, reason: 'spam' }), 'memberId');
    expectBadField(
      await client.post('/api/user/mail/send', { recipientId: TOO_BIG, body: 'Hi', clientId: uuid }),
      'recipientId',
    );
    expectBadField(
      await client.post('/api/user/mail/flirt', { recipientId: TOO_BIG, flirtId: 'wave', clientId: uuid }),
      'recipientId',
    );
    expectBadField(await client.get(`/api/user/profiles/${TOO_BIG}`), 'id');
    expectBadField(await client.get('/api/user/profiles/9007199254740991'), 'id');

    // The largest id the column holds is a well-formed id of nobody.
    const nobody = await client.post('/api/user/likes/add', { memberId: 2_147_483_647 });
    expect(nobody.statusCode, nobody.body).toBe(404);
    expect((await client.get('/api/user/profiles/2147483647')).statusCode).toBe(404);
  });

  it('refuses cursors whose id is beyond the database integer with 400 naming the cursor', async () => {
    const app = await backend.build();
    const me = await backend.createMember({ isFullMember: true, isPayingMember: true });
    const client = await loginAs(app, me.email);
    const at = '2026-01-01T00:00:00.000000Z';
    const cursor = (value: unknown[]) => Buffer.from(JSON.stringify(value)).toString('base64url');
    for (const value of [
      [at, TOO_BIG],
      [at, TOO_BIG, 3],
    ]) {
      const c = cursor(value);
      expectBadField(await client.get(`/api/user/lists/who-i-like?cursor=${c}`), 'cursor');
      expectBadField(await client.get(`/api/user/search?cursor=${c}`), 'cursor');
      expectBadField(await client.get(`/api/user/feeds/newsfeed?cursor=${c}`), 'cursor');
    }
    for (const path of ['/api/user/hotlist', '/api/user/mail/inbox']) {
      const response = await client.get(`${path}?cursor=${cursor([at, TOO_BIG])}`);
      expectBadField(response, 'cursor');
    }
  });

  it('refuses NUL characters and unpaired surrogates in free text with 400 naming the field', async () => {
    const app = await backend.build();
    const me = await backend.createMember({ isFullMember: true, isPayingMember: true });
    const other = await backend.createMember();
    const client = await loginAs(app, me.email);

    expectBadField(
      await client.post('/api/user/report', { memberId: other.id, reason: 'spam', text: 'bad\u0000text' }),
      'text',
    );
    expectBadField(
      await client.post('/api/user/report', {
        memberId: other.id,
        reason: 'spam',
        text: 'half \uD83D emoji',
      }),
      'text',
    );
    expectBadField(await client.get('/api/user/search?city=%00'), 'city');
    expectBadField(await client.get('/api/user/search?city=Austin%00'), 'city');
    expectBadField(await client.get('/api/user/geo/cities?q=a%00'), 'q');
    expectBadField(await client.get('/api/user/lists/who-i-like?cursor=%00'), 'cursor');
    expectBadField(await client.get('/api/user/billing/webproducts?headline=%00'), 'headline');
    expectBadField(
      await client.post('/api/user/mail/send', { recipientId: other.id, body: 'Hi \uDC00', clientId: uuid }),
      'body',
    );

    const log = '/api/user/log/desktop-log';
    expectBadField(await client.post(log, { logArr: [logEntry({ name: 'a\u0000b' })] }), 'logArr.0.name');
    expectBadField(await client.post(log, { logArr: [logEntry({ name: '\uD800' })] }), 'logArr.0.name');
    expectBadField(
      await client.post(log, {
        logArr: [logEntry({ logType: 'route', from: '/a', to: '/b', params: 'q=\u0000' })],
      }),
      'logArr.0.params',
    );
    // The same request with a whole emoji (a surrogate pair) is stored.
    const fine = await client.post(log, { logArr: [logEntry({ name: 'liked 💘' })] });
    expect(fine.statusCode, fine.body).toBe(200);
    const report = await client.post('/api/user/report', {
      memberId: other.id,
      reason: 'spam',
      text: 'Sends 💘 to everyone',
    });
    expect(report.statusCode, report.body).toBe(200);

    // A login with a NUL in the address is a bad field too, not a database error.
    const anonymous = await client.post('/api/user/auth/login', { user: 'a\u0000@b.example', pass: 'x' });
    expectBadField(anonymous, 'user');
  });
});
