import { http as mock, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { submitSelfie } from '@app/contract';
import {
  ApiError,
  createHttpClient,
  InvalidInputError,
  NetworkError,
  UnexpectedResponseError,
} from './http.ts';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const base = 'http://localhost';
const cookies = 'theme=dark; XSRF-TOKEN=tok%2Fen123; other=1';
const client = createHttpClient({ baseUrl: base, readCookies: () => cookies });

/** Records the X-XSRF-TOKEN header of every request reaching any URL. */
function recordXsrf(): (string | null)[] {
  const seen: (string | null)[] = [];
  server.use(
    mock.all('*', ({ request }) => {
      seen.push(request.headers.get('X-XSRF-TOKEN'));
      return HttpResponse.json({ ok: true });
    }),
  );
  return seen;
}

describe('cross-site request token', () => {
  it('is sent, decoded from the XSRF-TOKEN cookie, on non-GET requests to relative URLs', async () => {
    const seen = recordXsrf();
    await client.request('POST', '/api/user/auth/logout');
    await client.request('DELETE', '/api/user/thing');
    expect(seen).toEqual(['tok/en123', 'tok/en123']);
  });

  it('is never sent on GET', async () => {
    const seen = recordXsrf();
    await client.request('GET', '/api/user/profile');
    expect(seen).toEqual([null]);
  });

  it('is never sent to absolute or protocol-relative URLs, which are used as given', async () => {
    const sent: { url: string; token: string | undefined }[] = [];
    const spy = createHttpClient({
      baseUrl: base,
      readCookies: () => cookies,
      fetch: async (url, init) => {
        sent.push({ url: String(url), token: (init?.headers as Record<string, string>)['X-XSRF-TOKEN'] });
        return Response.json({ ok: true });
      },
    });
    await spy.request('POST', 'https://payments.example.com/charge');
    await spy.request('PUT', 'http://localhost/api/user/auth/logout');
    await spy.request('POST', '//payments.example.com/charge');
    await spy.request('POST', '/api/user/auth/logout');
    expect(sent).toEqual([
      { url: 'https://payments.example.com/charge', token: undefined },
      { url: 'http://localhost/api/user/auth/logout', token: undefined },
      { url: '//payments.example.com/charge', token: undefined },
      { url: `${base}/api/user/auth/logout`, token: 'tok/en123' },
    ]);
  });

  it('is left out when there is no cookie', async () => {
    const seen = recordXsrf();
    await createHttpClient({ baseUrl: base, readCookies: () => '' }).request('POST', '/api/x');
    expect(seen).toEqual([null]);
  });
});

describe('call(name)', () => {
  it('sends JSON with same-origin credentials and parses the response with the contract', async () => {
    let sent: { body: unknown; contentType: string | null; credentials: RequestCredentials } | undefined;
    server.use(
      mock.post(`${base}/api/user/auth/login`, async ({ request }) => {
        sent = {
          body: await request.json(),
          contentType: request.headers.get('content-type'),
          credentials: request.credentials,
        };
        return HttpResponse.json({ success: true, data: { memberId: 7, reactivated: false } });
      }),
    );
    const answer = await client.call('login', { body: { user: 'free@demo.test', pass: 'demo-password' } });
    expect(answer.data).toEqual({ memberId: 7, reactivated: false });
    expect(sent).toEqual({
      body: { user: 'free@demo.test', pass: 'demo-password' },
      contentType: 'application/json',
      credentials: 'same-origin',
    });
  });

  it('fills path parameters (encoded) and the query string', async () => {
    const urls: string[] = [];
    server.use(
      mock.get(`${base}/api/login/facebook/:token`, ({ request }) => {
        urls.push(request.url);
        return HttpResponse.json({ success: true, data: { memberId: 1, reactivated: false } });
      }),
      mock.get(`${base}/api/user/permissions/get-permissions`, ({ request }) => {
        urls.push(request.url);
        return HttpResponse.json({
          isFullMember: '0',
          isFreeMember: '1',
          isFeaturedUser: '0',
          isFacebookProfile: '0',
          hasActiveDefaultPlan: '0',
          isPayingMember: '0',
          data: {},
        });
      }),
    );
    await client.call('facebookLogin', { params: { token: 'a/b c' } });
    await client.call('getPermissions', { query: { forceReload: true } });
    await client.call('getPermissions');
    expect(urls).toEqual([
      `${base}/api/login/facebook/a%2Fb%20c`,
      `${base}/api/user/permissions/get-permissions?forceReload=1`,
      `${base}/api/user/permissions/get-permissions?forceReload=0`,
    ]);
  });

  it('throws ApiError carrying the body exactly as the server sent it', async () => {
    const body = {
      error: { code: 'invalid_credentials', message: 'Wrong email or password.', field: 'pass' },
    };
    server.use(mock.post(`${base}/api/user/auth/login`, () => HttpResponse.json(body, { status: 401 })));
    const error = await client
      .call('login', { body: { user: 'a@b.test', pass: 'nope' } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 401,
      body,
      field: 'pass',
      code: 'invalid_credentials',
      message: 'Wrong email or password.',
    });
  });

  it('keeps a non-JSON error body as text', async () => {
    server.use(
      mock.get(
        `${base}/api/user/counter/get-wrapped-counters`,
        () => new HttpResponse('Bad gateway', { status: 502 }),
      ),
    );
    await expect(client.call('getCounters')).rejects.toMatchObject({
      status: 502,
      body: 'Bad gateway',
      field: undefined,
    });
  });

  it('throws NetworkError when no answer arrives', async () => {
    server.use(mock.get(`${base}/api/user/counter/get-wrapped-counters`, () => HttpResponse.error()));
    await expect(client.call('getCounters')).rejects.toBeInstanceOf(NetworkError);
  });

  it('rejects a response that breaks the contract', async () => {
    server.use(
      mock.get(`${base}/api/user/counter/get-wrapped-counters`, () =>
        HttpResponse.json({ data: { whoLikedMe: 'many' } }),
      ),
    );
    await expect(client.call('getCounters')).rejects.toBeInstanceOf(UnexpectedResponseError);
  });

  it('refuses input that breaks the contract without sending anything, naming the field', async () => {
    const error = await client
      .call('login', { body: { user: 'not-an-email', pass: 'x' } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InvalidInputError);
    expect(error).toMatchObject({ field: 'user', message: 'Enter a valid email address' });
  });

  it('refuses a name the contract does not have, without sending anything', async () => {
    const seen = recordXsrf();
    // @ts-expect-error not an endpoint of the contract
    await expect(client.call('noSuchEndpoint')).rejects.toBeInstanceOf(TypeError);
    // @ts-expect-error a key every object has is not an endpoint either
    await expect(client.call('toString')).rejects.toBeInstanceOf(TypeError);
    expect(seen).toEqual([]);
  });

  it('takes its input and answer types from the contract (checked by tsc)', () => {
    const typed = async () => {
      const answer = await client.call('login', { body: { user: 'a@b.test', pass: 'x' } });
      // A session, or (two-step sign-in on) the ticket for the second step.
      expectTypeOf(answer.data).toEqualTypeOf<
        { memberId: number; reactivated: boolean } | { twoStep: { ticket: string } }
      >();
      // @ts-expect-error login requires a body
      await client.call('login');
      // @ts-expect-error getCounters takes no body
      await client.call('getCounters', { body: {} });
      // @ts-expect-error getProfile takes no file
      await client.upload('getProfile', new Blob());
    };
    expect(typed).toBeTypeOf('function');
  });
});

describe('upload(name, file)', () => {
  const state = {
    status: 'verified',
    pose: null,
    rejection: null,
    submittedAt: '2026-11-24T12:00:00.000Z',
    showVerifiedNotice: true,
  };

  it('sends the file as multipart under the endpoint’s field, with the cross-site token', async () => {
    let sent: { field: string; name: string; size: number; token: string | null; type: string } | undefined;
    server.use(
      mock.post(`${base}${submitSelfie.path}`, async ({ request }) => {
        const form = await request.formData();
        const file = form.get(submitSelfie.upload.field) as File;
        sent = {
          field: [...form.keys()].join(','),
          name: file.name,
          size: file.size,
          token: request.headers.get('X-XSRF-TOKEN'),
          type: request.headers.get('content-type') ?? '',
        };
        return HttpResponse.json({ data: state });
      }),
    );
    const selfie = new File([new Uint8Array(1234)], 'me.jpg', { type: 'image/jpeg' });
    const answer = await client.upload('submitSelfie', selfie);
    expect(answer.data.status).toBe('verified');
    expect(sent).toMatchObject({ field: 'selfie', name: 'me.jpg', size: 1234, token: 'tok/en123' });
    expect(sent?.type).toMatch(/^multipart\/form-data; boundary=/);
  });

  it('throws ApiError with the field the server names', async () => {
    server.use(
      mock.post(`${base}${submitSelfie.path}`, () =>
        HttpResponse.json(
          { error: { code: 'invalid_request', message: 'That file is not an image.', field: 'selfie' } },
          { status: 400 },
        ),
      ),
    );
    const error = await client.upload('submitSelfie', new Blob(['text'])).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, field: 'selfie' });
  });
});
