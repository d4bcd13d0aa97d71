// The proxy shares requests out between the servers in turn, and a member's session works on either and ends on
// both: proved from the servers' `x-served-by` header (SERVER_NAME) and from nginx's access log of the journeys run
// before this file.
import { expect, test } from '../e2e/fixtures';
import { demo, logIn } from '../e2e/helpers';
import type { AccessLogLine, ServerInstance } from './cluster';
import { clusterFromEnv, readAccessLog, servedBy } from './cluster';

let servers: ServerInstance[] = [];
let names: string[] = [];
/** A server's name by the address nginx logs for it (a response the client gave up on has no x-served-by). */
let nameAt = new Map<string, string>();
/** The requests nginx had logged when this file started: the journeys' (run first by playwright.config.ts). */
let journeyLog: AccessLogLine[] = [];
test.beforeAll(() => {
  // Read here, not on import: Playwright lists the tests before global-setup.ts has started the cluster.
  const cluster = clusterFromEnv();
  servers = cluster.servers;
  names = servers.map((s) => s.name);
  nameAt = new Map(servers.map((s) => [new URL(s.url).host, s.name]));
  journeyLog = readAccessLog(cluster.accessLog);
});

test('consecutive requests through the proxy alternate between the servers', async ({ request }) => {
  const served: string[] = [];
  for (let i = 0; i < 8; i++) {
    const response = await request.get('/healthz');
    expect(response.status()).toBe(200);
    served.push(servedBy(response));
  }
  expect(new Set(served)).toEqual(new Set(names));
  for (let i = 1; i < served.length; i++) expect(served[i], served.join(' ')).not.toBe(served[i - 1]);
});

test('a session made on one server is honoured by the other, across reloads', async ({ page }) => {
  const api: { path: string; method: string; status: number; server: string }[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/api/'))
      api.push({
        path: url.pathname,
        method: response.request().method(),
        status: response.status(),
        server: servedBy(response),
      });
  });
  await logIn(page, demo.free);
  const login = api.find((r) => r.method === 'POST' && r.path === '/api/user/auth/login');
  expect(login?.status).toBe(200);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: /Welcome back/ })).toBeVisible();

  // The member's own calls, one after another: each answered for the member, in turn by each server.
  const profile: { status: number; server: string }[] = [];
  for (let i = 0; i < 4; i++) {
    const response = await page.request.get('/api/user/profile');
    profile.push({ status: response.status(), server: servedBy(response) });
  }
  expect(profile.map((r) => r.status)).toEqual([200, 200, 200, 200]);
  expect(new Set(profile.map((r) => r.server))).toEqual(new Set(names));
  const afterLogin = api.slice(api.indexOf(login!) + 1);
  const elsewhere = afterLogin.filter((r) => r.server !== login!.server && r.status === 200);
  expect(
    elsewhere.length,
    `calls answered by a server other than the login's (${login!.server})`,
  ).toBeGreaterThan(0);
  expect(afterLogin.filter((r) => r.status === 401)).toEqual([]);
});

test('a logout through one server ends the session on the other before its cached lookup runs out', async () => {
  const [a, b] = servers;
  // Straight to each server (not through the proxy), to choose which one answers.
  const cookies = new Map<string, string>();
  const call = async (base: string, method: string, path: string, body?: unknown) => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        'content-type': 'application/json',
        'x-xsrf-token': decodeURIComponent(cookies.get('XSRF-TOKEN') ?? ''),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    for (const header of response.headers.getSetCookie()) {
      const pair = header.split(';')[0]!;
      cookies.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1));
    }
    return response.status;
  };
  await call(a!.url, 'GET', '/api/user/profile'); // for the XSRF cookie
  expect(await call(a!.url, 'POST', '/api/user/auth/login', { user: demo.free, pass: demo.password })).toBe(
    200,
  );
  const session = cookies.get('sid')!;
  // b looks the session up and keeps the lookup for SESSION_CACHE_MS (2 s); a ends the session.
  expect(await call(b!.url, 'GET', '/api/user/profile')).toBe(200);
  expect(await call(a!.url, 'POST', '/api/user/auth/logout')).toBe(200);
  // The old cookie, as another tab or a copy of it would still send it: refused by b well within those 2 s, once
  // a's write reached b (PostgreSQL's NOTIFY).
  const profileOnB = () => {
    cookies.set('sid', session);
    return call(b!.url, 'GET', '/api/user/profile');
  };
  await expect.poll(profileOnB, { timeout: 1_000, intervals: [50] }).toBe(401);
});

test('the journeys’ requests were shared out evenly between the servers', () => {
  test.skip(journeyLog.length < 20, 'the journeys did not run before this file (run the whole config)');
  const proxied = journeyLog.filter((line) => line.upstream !== '');
  // Every request went to one server at the first try, and none met a dead or refusing one.
  expect(proxied.filter((line) => line.upstream.includes(','))).toEqual([]);
  expect(proxied.filter((line) => line.status === 502 || line.status === 504)).toEqual([]);
  const server = (line: AccessLogLine) => nameAt.get(line.upstream) ?? line.upstream;
  const counts = new Map(names.map((name) => [name, proxied.filter((l) => server(l) === name).length]));
  // Round robin over both servers, whatever the timing: their counts differ by at most one.
  const [first, second] = [...counts.values()];
  expect(Math.abs(first! - second!), JSON.stringify(Object.fromEntries(counts))).toBeLessThanOrEqual(1);
  expect(first! + second!).toBe(proxied.length);

  const writes = new Map<string, Record<string, number>>();
  for (const line of proxied.filter((l) => l.method !== 'GET' && l.uri.startsWith('/api/'))) {
    const key = `${line.method} ${line.uri.split('?')[0]}`;
    const byServer = writes.get(key) ?? {};
    byServer[server(line)] = (byServer[server(line)] ?? 0) + 1;
    writes.set(key, byServer);
  }
  const writeLines = [...writes].map(
    ([key, by]) => `  ${key}: ${names.map((n) => `${n} ${by[n] ?? 0}`).join(', ')}`,
  );
  console.log(
    `journeys: ${proxied.length} requests, ${[...counts].map(([n, c]) => `${n} ${c}`).join(', ')}; writes:\n` +
      writeLines.join('\n'),
  );
  // Every journey ran (a renamed e2e test would drop out of the config's list silently)…
  for (const path of ['likes/add', 'mail/send', 'billing/purchases', 'photos'])
    expect(writes.has(`POST /api/user/${path}`), `POST /api/user/${path} in the journeys`).toBe(true);
  // … and both servers took their writes, not only reads.
  const writesBy = (name: string) => [...writes.values()].reduce((sum, by) => sum + (by[name] ?? 0), 0);
  for (const name of names) expect(writesBy(name), `writes served by ${name}`).toBeGreaterThan(0);
});
