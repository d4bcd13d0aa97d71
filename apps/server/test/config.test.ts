import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, repoRoot } from '../src/config.ts';

describe('configuration from the environment', () => {
  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      seedDemo: true,
      databaseUrl: undefined,
      facebookAuth: 'sandbox',
      cookieSecure: false,
    });
    expect(config.dataDir).toBe(`${repoRoot}.data`);
    expect(config.siteDist).toBe(`${repoRoot}apps/site/dist`);
    // Twice the cores, at least 4 (this machine's count is whatever runs the test).
    expect(config.databasePoolSize).toBe(Math.max(4, 2 * availableParallelism()));
    expect(loadConfig({ DATABASE_POOL_SIZE: '25' }).databasePoolSize).toBe(25);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE/);
  });

  it('names every bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', SEED_DEMO: 'perhaps' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty', SEED_DEMO: 'perhaps' })).toThrow(/PORT[\s\S]*SEED_DEMO/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
  });

  it('reads flags and turns the Facebook sandbox off in production', () => {
    const config = loadConfig({
      SEED_DEMO: 'false',
      COOKIE_SECURE: '1',
      NODE_ENV: 'production',
      DATABASE_URL: '',
      PAYMENT_PROVIDER: 'sandbox',
      MAIL_TRANSPORT: 'outbox',
      CAPTCHA_PROVIDER: 'sandbox',
    });
    expect(config).toMatchObject({
      seedDemo: false,
      cookieSecure: true,
      facebookAuth: 'off',
      databaseUrl: undefined,
    });
    expect(() => loadConfig({ FACEBOOK_AUTH: 'graph' })).toThrow(/FACEBOOK_APP_SECRET/);
  });
});
