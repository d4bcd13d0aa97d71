// Every 4xx the API answers carries the contract's error body { error: { code, message, field? } }, with `field`
// naming the input at fault when there is one: Fastify's own refusals (bad URL encoding, body too large, wrong
// content type, malformed JSON, unknown route) included.
import { apiErrorBody, errorCodes } from '@app/contract';
import type { LightMyRequestResponse } from 'fastify';
import { expect, it } from 'vitest';
import { TestClient, describeBackends, loginAs, parseBody } from '../helper.ts';

function expectError(response: LightMyRequestResponse, status: number, code: string, field?: string) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const body = response.json() as Record<string, unknown>;
  expect(Object.keys(body)).toEqual(['error']);
  const { error } = parseBody(apiErrorBody.strict(), response);
  expect(Object.keys(error).sort()).toEqual(
    ['code', 'message', ...(field === undefined ? [] : ['field'])].sort(),
  );
  expect(error.code).toBe(code);
  expect(error.message.length).toBeGreaterThan(0);
  expect(error.field).toBe(field);
}

describeBackends('error bodies', (backend) => {
  it('names the body when the whole JSON body has the wrong type', async () => {
    const app = await backend.build();
    const me = await backend.createMember();
    const client = await loginAs(app, me.email);
    for (const payload of ['null', '[]', '[1,2]', '42', '"text"', 'true']) {
      const response = await client.request({
        method: 'POST',
        url: '/api/user/likes/add',
        payload,
        headers: { 'content-type': 'application/json' },
      });
      expectError(response, 400, errorCodes.invalidRequest, 'body');
    }
    const login = await new TestClient(app).request({
      method: 'POST',
      url: '/api/user/auth/login',
      payload: '[]',
      headers: { 'content-type': 'application/json' },
    });
    expectError(login, 400, errorCodes.invalidRequest, 'body');
  });

  it('answers a badly encoded path segment with the contract body naming the parameter', async () => {
    const app = await backend.build();
    const me = await backend.createMember();
    const client = await loginAs(app, me.email);
    expectError(await client.get('/api/user/profiles/%ED%A0%80'), 400, errorCodes.invalidRequest, 'id');
    expectError(await client.get('/api/user/profiles/%E0%A4%A'), 400, errorCodes.invalidRequest, 'id');
    expectError(
      await client.get('/api/user/mail/threads/%ED%A0%80'),
      400,
      errorCodes.invalidRequest,
      'threadId',
    );
  });

  it('takes path parameters as long as the contract allows, and names a parameter that is too long', async () => {
    const app = await backend.build();
    const me = await backend.createMember();
    const client = await loginAs(app, me.email);
    // A Facebook token of the contract's 4,096 characters reaches the login (which refuses it as a token).
    const token = await new TestClient(app).get(`/api/login/facebook/${'x'.repeat(4096)}`);
    expectError(token, 401, errorCodes.invalidCredentials);
    expectError(
      await client.get(`/api/user/profiles/${'1'.repeat(200)}`),
      400,
      errorCodes.invalidRequest,
      'id',
    );
    expectError(
      await client.get(`/api/user/lists/${'x'.repeat(20_000)}`),
      400,
      errorCodes.invalidRequest,
      'kind',
    );
    expectError(
      await client.post(`/api/user/mail/threads/${'x'.repeat(20_000)}/delete`),
      400,
      errorCodes.invalidRequest,
      'threadId',
    );
  });

  it('names a body field the endpoint does not know', async () => {
    const app = await backend.build();
    const response = await new TestClient(app).post('/api/user/auth/logout', { unexpected: 1 });
    expectError(response, 400, errorCodes.invalidRequest, 'unexpected');
  });

  it('answers malformed JSON, a wrong content type, a body too large and an unknown route in the same shape', async () => {
    const app = await backend.build();
    const client = new TestClient(app);
    const post = (payload: string, contentType: string) =>
      client.request({
        method: 'POST',
        url: '/api/user/auth/login',
        payload,
        headers: { 'content-type': contentType },
      });
    expectError(await post('{"user": ', 'application/json'), 400, errorCodes.invalidRequest, 'body');
    expectError(
      await post('user=a&pass=b', 'application/x-www-form-urlencoded'),
      415,
      errorCodes.invalidRequest,
      'body',
    );
    expectError(await post('hello', 'text/plain'), 415, errorCodes.invalidRequest, 'body');
    expectError(
      await post(JSON.stringify({ user: 'a@b.example', pass: 'x'.repeat(1_100_000) }), 'application/json'),
      413,
      errorCodes.invalidRequest,
      'body',
    );
    expectError(await client.get('/api/user/no-such-thing'), 404, errorCodes.notFound);
    expectError(
      await client.request({ method: 'DELETE', url: '/api/user/likes/add' }),
      404,
      errorCodes.notFound,
    );
  });
});
