// Demo mode and production mode (README, "Modes"): which environment asks for which, what production refuses, and
// every dev door and sandbox token probed on a running server of each mode. The doors: the outbox page and its JSON,
// the test clock, Facebook's sandbox tokens, the demo logins; in demo mode the first two answer only this machine.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, modeOf } from '../src/config.ts';
import { DEMO_PASSWORD, demoLogins } from '../src/seed/demo-logins.ts';
import { TestClient, describeBackends } from './helper.ts';
import { killAll, startServer, stop } from './server-process.ts';

const XSRF = 'modes-xsrf-token-abcdefghijklmnopqrstuvwxyz0123456789';
const solidgateKeys = {
  SOLIDGATE_PUBLIC_KEY: 'api_pk_test',
  SOLIDGATE_SECRET_KEY: 'api_sk_test',
  SOLIDGATE_WEBHOOK_PUBLIC_KEY: 'wh_pk_test',
  SOLIDGATE_WEBHOOK_SECRET_KEY: 'wh_sk_test',
};
/** A production deployment as its operator configures it: real payments and mail, nothing named as a sandbox. */
const productionServices = {
  ...solidgateKeys,
  SMTP_URL: 'smtp://127.0.0.1:1',
  MAIL_FROM: 'Spark <a@b.test>',
  TURNSTILE_SITE_KEY: '1x00000000000000000000AA',
  TURNSTILE_SECRET_KEY: '1x0000000000000000000000000000000AA',
};

describe('the mode the environment asks for', () => {
  it.each([
    [{}, 'demo', 'the default of a fresh machine'],
    [{ DEMO: '1', NODE_ENV: 'production', DATABASE_URL: 'postgres://x' }, 'demo', 'DEMO=1'],
    [{ DEMO: '0' }, 'production', 'DEMO=0'],
    [{ NODE_ENV: 'production' }, 'production', 'NODE_ENV=production'],
    [{ SEED_DEMO: 'false' }, 'production', 'SEED_DEMO=false'],
    [{ DATABASE_URL: 'postgres://x' }, 'production', 'DATABASE_URL is set'],
    [{ DATABASE_URL: '', NODE_ENV: 'development' }, 'demo', 'the default of a fresh machine'],
  ])('%j: %s', (env, mode, reason) => {
    expect(modeOf(env)).toEqual({ mode, reason });
  });

  it('opens the sandboxes in demo mode', () => {
    expect(loadConfig({})).toMatchObject({
      mode: 'demo',
      seedDemo: true,
      facebookAuth: 'sandbox',
      payments: { kind: 'sandbox' },
      mail: { transport: 'outbox' },
      testClock: false,
    });
    expect(loadConfig({ TEST_CLOCK: '1' }).testClock).toBe(true);
    expect(loadConfig({ DEMO: '1', SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });

  it('refuses to start production mode until payments, mail and the CAPTCHA are real or named sandboxes', () => {
    const attempt = () => loadConfig({ NODE_ENV: 'production' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(
      /PAYMENT_PROVIDER: production mode \(NODE_ENV=production\)[\s\S]*MAIL_TRANSPORT[\s\S]*CAPTCHA_PROVIDER/,
    );
    const config = loadConfig({ NODE_ENV: 'production', ...productionServices });
    expect(config).toMatchObject({
      mode: 'production',
      seedDemo: false,
      testClock: false,
      facebookAuth: 'off',
      payments: { kind: 'solidgate' },
      mail: { transport: 'smtp' },
      captcha: { kind: 'turnstile', siteKey: productionServices.TURNSTILE_SITE_KEY },
    });
    const named = loadConfig({
      DEMO: '0',
      PAYMENT_PROVIDER: 'sandbox',
      MAIL_TRANSPORT: 'outbox',
      CAPTCHA_PROVIDER: 'sandbox',
      FACEBOOK_AUTH: 'sandbox',
    });
    expect(named).toMatchObject({
      payments: { kind: 'sandbox' },
      mail: { transport: 'outbox' },
      captcha: { kind: 'sandbox' },
      facebookAuth: 'sandbox',
    });
  });

  it('refuses demo-only switches in production mode', () => {
    const production = { DEMO: '0', ...productionServices };
    expect(() => loadConfig({ ...production, SEED_DEMO: 'true' })).toThrow(/SEED_DEMO: .*demo mode/);
    expect(() => loadConfig({ ...production, TEST_CLOCK: '1' })).toThrow(/TEST_CLOCK: .*demo mode/);
    expect(() =>
      loadConfig({ ...production, PAYMENT_PROVIDER: 'solidgate', SOLIDGATE_PUBLIC_KEY: '' }),
    ).toThrow(/SOLIDGATE_PUBLIC_KEY/);
    expect(() => loadConfig({ DEMO: '1', MAIL_TRANSPORT: 'smtp' })).toThrow(
      /MAIL_TRANSPORT: smtp needs SMTP_URL/,
    );
  });

  it('links mail to the address the server is reached at', () => {
    expect(loadConfig({}).publicUrl).toBe('http://127.0.0.1:8080');
    expect(loadConfig({ HOST: '0.0.0.0', PORT: '9000' }).publicUrl).toBe('http://127.0.0.1:9000');
    expect(loadConfig({ PUBLIC_URL: 'https://spark.example/' }).publicUrl).toBe('https://spark.example');
  });
});

describeBackends("demo mode's doors", (backend) => {
  it('answers the outbox and the test clock only to this machine', async () => {
    const app = await backend.build({ env: { TEST_CLOCK: '1' } });
    const local = new TestClient(app);
    const remote = new TestClient(app, '203.0.113.7');
    for (const url of ['/dev/outbox', '/dev/outbox.json']) {
      expect((await local.get(url)).statusCode, url).toBe(200);
      expect((await remote.get(url)).statusCode, url).toBe(404);
      // Through a proxy on this machine: the socket is loopback, the request is not.
      const proxied = await local.get(url, { headers: { 'x-forwarded-for': '203.0.113.7' } });
      expect(proxied.statusCode, url).toBe(404);
    }
    expect((await local.post('/api/test/clock', { offsetMs: 0 })).statusCode).toBe(200);
    expect((await remote.post('/api/test/clock', { offsetMs: 0 })).statusCode).toBe(404);
  });
});

describeBackends("production mode's doors", (backend) => {
  it('has no outbox, no test clock and no Facebook sandbox token', async () => {
    const member = await backend.createMember();
    const app = await backend.build({ env: { DEMO: '0', SEED_DEMO: '', ...productionServices } });
    expect(app.config.mode).toBe('production');
    const local = new TestClient(app);
    for (const url of ['/dev/outbox', '/dev/outbox.json'])
      expect((await local.get(url)).statusCode, url).toBe(404);
    expect((await local.post('/api/test/clock', { offsetMs: 0 })).statusCode).toBe(404);
    const facebook = await local.get(`/api/login/facebook/sandbox-${encodeURIComponent(member.email)}`);
    expect(facebook.statusCode).toBe(401);
    expect(local.cookies.sid).toBeUndefined();
  });
});

describe('a started server says its mode and keeps its doors to it', () => {
  const dirs: string[] = [];
  const dataDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'app-server-modes-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(killAll);
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  const login = (base: string) =>
    fetch(`${base}/api/user/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${XSRF}`, 'x-xsrf-token': XSRF },
      body: JSON.stringify({ user: demoLogins.paying, pass: DEMO_PASSWORD }),
    });
  /** What a fresh machine's `npm start` environment lacks: no mode asked for, the embedded database. */
  const fresh = { NODE_ENV: '', DEMO: '', SEED_DEMO: '', DATABASE_URL: '', TEST_CLOCK: '' };

  it('in demo mode: the banner lists what is open, the demo logins work', { timeout: 180_000 }, async () => {
    const server = await startServer({ ...fresh, DATA_DIR: dataDir() });
    try {
      expect(server.output()).toContain('DEMO MODE (the default of a fresh machine)');
      expect(server.output()).toContain('/dev/outbox');
      expect(server.output()).toContain('sandbox-<email>');
      expect((await login(server.base)).status).toBe(200);
      expect((await fetch(`${server.base}/dev/outbox.json`)).status).toBe(200);
    } finally {
      await stop(server.child);
    }
  });

  it(
    'in production mode: no demo community, no doors, named sandboxes said',
    { timeout: 180_000 },
    async () => {
      const server = await startServer({
        ...fresh,
        NODE_ENV: 'production',
        PAYMENT_PROVIDER: 'sandbox',
        MAIL_TRANSPORT: 'outbox',
        CAPTCHA_PROVIDER: 'sandbox',
        DATA_DIR: dataDir(),
      });
      try {
        const banner = server.output();
        expect(banner).toContain('Production mode (NODE_ENV=production)');
        expect(banner).toContain('PAYMENT_PROVIDER=sandbox');
        expect(banner).toContain('MAIL_TRANSPORT=outbox');
        expect(banner).not.toContain(DEMO_PASSWORD);
        expect((await login(server.base)).status).toBe(401);
        for (const path of [
          '/dev/outbox',
          '/dev/outbox.json',
          `/api/login/facebook/sandbox-${demoLogins.paying}`,
        ])
          expect((await fetch(`${server.base}${path}`)).status, path).not.toBe(200);
      } finally {
        await stop(server.child);
      }
    },
  );

  it('refuses to start production mode with a sandbox nobody named', { timeout: 60_000 }, async () => {
    await expect(startServer({ ...fresh, SEED_DEMO: 'false', DATA_DIR: dataDir() })).rejects.toThrow(
      /PAYMENT_PROVIDER: production mode \(SEED_DEMO=false\)/,
    );
  });
});
