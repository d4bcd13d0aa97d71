// Server configuration, read from the environment once at start and validated, so a typo fails loudly.
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { SolidgateSettings } from './features/billing/solidgate.ts';
import type { S3Settings } from './features/photos/storage.ts';

export const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

/** The words a yes/no variable may hold; empty counts as unset. */
const flagWords = z.enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off', '']);

/** A yes/no variable's value, or undefined when it is unset or empty. */
const flagValue = (v: string | undefined): boolean | undefined =>
  v === undefined || v === '' ? undefined : ['true', '1', 'yes', 'on'].includes(v);

const flag = (fallback: boolean) => flagWords.optional().transform((v) => flagValue(v) ?? fallback);

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()));

const envSchema = z.object({
  /**
   * `1`: demo mode (demo community, offline sandboxes, the outbox page), also on PostgreSQL; `0`: production mode.
   * Unset: production when NODE_ENV=production, SEED_DEMO=false or DATABASE_URL says so, else demo (modeOf).
   */
  DEMO: flagWords.optional(),
  NODE_ENV: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(['development', 'production', 'test']).default('development'),
  ),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('127.0.0.1'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** `json` (a JSON object a line) or `pretty` (readable lines); unset: src/logger.ts decides from the mode and stdout. */
  LOG_FORMAT: z.enum(['json', 'pretty']).optional(),
  /** On SIGTERM/SIGINT, how long requests and jobs in hand may take to finish before the process exits with 1. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  /** Embedded PGlite database (and any other local state) lives here unless DATABASE_URL is set. */
  DATA_DIR: z.string().min(1).default(resolve(repoRoot, '.data')),
  /** postgres://user:password@host:port/db — use PostgreSQL (>= 15) instead of PGlite. */
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  /**
   * Connections per server instance on PostgreSQL. By default twice this machine's cores, at least 4: PostgreSQL's
   * rule of thumb for its own cores, and more connections than the instance can keep busy only queue inside
   * PostgreSQL (measured: apps/server/README.md, "A pool sized by the cores"). Behind a larger database, set it.
   */
  DATABASE_POOL_SIZE: z.coerce
    .number()
    .int()
    .min(1)
    .max(100)
    .default(Math.max(4, 2 * availableParallelism())),
  /**
   * Demo mode: create the demo community (and demo logins) when the members table is empty (default on).
   * `false` without DEMO asks for production mode; `true` in production mode is refused.
   */
  SEED_DEMO: flagWords.optional(),
  /** Demo mode only: the app's clock can be moved with POST /api/test/clock (the e2e tests' spins). */
  TEST_CLOCK: flag(false),
  /** The built website served at / (Vite output). */
  SITE_DIST: z.string().min(1).default(resolve(repoRoot, 'apps/site/dist')),
  /** Mark cookies Secure (set behind HTTPS). */
  COOKIE_SECURE: flag(false),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** Honour X-Forwarded-For (only behind a trusted reverse proxy): per-address login limits need the real address. */
  TRUST_PROXY: flag(false),
  /** Names this instance in an `x-served-by` response header, so a test behind a proxy sees which one answered. */
  SERVER_NAME: optionalText,
  /** Requests per minute per address on /api (a flood guard; 0 turns it off, e.g. for benchmarks). */
  RATE_LIMIT_MAX: z.coerce.number().int().min(0).default(1200),
  /**
   * `sandbox` (offline; token `sandbox-<email>` logs that member in), `graph` (the real Facebook Graph API) or `off`.
   * Default: `sandbox` in demo mode, `off` in production mode (the sandbox would let anyone in).
   */
  FACEBOOK_AUTH: z.enum(['sandbox', 'graph', 'off']).optional(),
  FACEBOOK_APP_SECRET: optionalText,
  /**
   * The Spotify app's client id. With SPOTIFY_REDIRECT_URI it turns on the real Spotify Web API for artist search
   * (OAuth with PKCE: no client secret); without both, the offline sandbox catalogue answers.
   */
  SPOTIFY_CLIENT_ID: optionalText,
  /** Where Spotify sends the member back (the site's Spotify page), exactly as registered with the Spotify app. */
  SPOTIFY_REDIRECT_URI: optionalText.pipe(
    z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  ),
  /**
   * Photo files go to this S3-compatible bucket when set (several instances share it); else into the database on
   * PostgreSQL, or under DATA_DIR/media beside PGlite (features/photos/storage.ts).
   * Credentials: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or the AWS SDK's usual chain (instance role) without.
   */
  S3_BUCKET: optionalText,
  S3_REGION: optionalText,
  /** The S3-compatible service's URL (MinIO, R2…); unset for AWS S3. */
  S3_ENDPOINT: optionalText.pipe(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional()),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  /** Address the bucket in the path (most self-hosted S3-compatible services need it). */
  S3_FORCE_PATH_STYLE: flag(false),
  /**
   * Where photo import from Facebook comes from: `sandbox` (offline generated albums, the default) or `graph` (the
   * Facebook Graph API with the member's user_photos token; needs FACEBOOK_APP_SECRET for appsecret_proof).
   */
  FACEBOOK_PHOTO_IMPORT: z.enum(['sandbox', 'graph']).default('sandbox'),
  /**
   * Where photo import from Instagram comes from: `sandbox` (default) or `graph` (the Instagram API with Instagram
   * Login, graph.instagram.com).
   */
  INSTAGRAM_PHOTO_IMPORT: z.enum(['sandbox', 'graph']).default('sandbox'),
  /** The Instagram app's secret: Instagram calls then carry appsecret_proof. */
  INSTAGRAM_APP_SECRET: optionalText,
  /**
   * Solidgate's API key pair (api_pk_… / api_sk_…) and webhook key pair (wh_pk_… / wh_sk_…): all four turn on the real
   * card provider; without them the offline sandbox takes payments.
   */
  /**
   * Who takes card payments: `solidgate` (needs the four SOLIDGATE_ keys) or `sandbox` (offline test cards, no
   * money moves). Default: Solidgate when its keys are set, else the sandbox in demo mode; production mode without
   * keys must name the sandbox here to start.
   */
  PAYMENT_PROVIDER: z.enum(['solidgate', 'sandbox']).optional(),
  SOLIDGATE_PUBLIC_KEY: optionalText,
  SOLIDGATE_SECRET_KEY: optionalText,
  SOLIDGATE_WEBHOOK_PUBLIC_KEY: optionalText,
  SOLIDGATE_WEBHOOK_SECRET_KEY: optionalText,
  /** Solidgate's card payments API; default https://pay.solidgate.com/api/v1. */
  SOLIDGATE_API_URL: optionalText.pipe(
    z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  ),
  /**
   * How mail leaves: `smtp` (SMTP_URL) or `outbox` (nothing is sent; mail stays in the mail_outbox table, shown at
   * /dev/outbox to this machine in demo mode). Default: SMTP when SMTP_URL is set, else the outbox in demo mode;
   * production mode without SMTP_URL must name the outbox here to start.
   */
  MAIL_TRANSPORT: z.enum(['smtp', 'outbox']).optional(),
  /**
   * The CAPTCHA of sign-up and of a guarded login: `turnstile` (Cloudflare Turnstile: TURNSTILE_SITE_KEY and
   * TURNSTILE_SECRET_KEY) or `sandbox` (offline: the form's checkbox answers `sandbox-pass`, which a bot could send
   * too). Default: Turnstile when its keys are set, else the sandbox in demo mode; production mode without the keys
   * must name the sandbox here to start.
   */
  CAPTCHA_PROVIDER: z.enum(['turnstile', 'sandbox']).optional(),
  TURNSTILE_SITE_KEY: optionalText,
  TURNSTILE_SECRET_KEY: optionalText,
  /** smtp(s)://user:password@host:port — send mail over SMTP (needs MAIL_FROM). */
  SMTP_URL: optionalText.pipe(
    z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  ),
  /** The sender of every email, e.g. `Spark <hello@example.com>`. */
  MAIL_FROM: optionalText,
  /**
   * The site's public address, the base of every link in an email (never the request's Host header, which a
   * client chooses). Default: http://<HOST>:<PORT> (all interfaces: 127.0.0.1), the address the banner shows.
   */
  PUBLIC_URL: optionalText.pipe(z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional()),
});

/** Demo mode opens the doors a trial on one machine needs; production mode has none (server README, "Modes"). */
export type Mode = 'demo' | 'production';

/** The mode the environment asks for, and why (the start banner says it). */
export function modeOf(env: {
  DEMO?: string | undefined;
  NODE_ENV?: string | undefined;
  SEED_DEMO?: string | undefined;
  DATABASE_URL?: string | undefined;
}): { mode: Mode; reason: string } {
  const demo = flagValue(env.DEMO);
  if (demo !== undefined)
    return demo ? { mode: 'demo', reason: 'DEMO=1' } : { mode: 'production', reason: 'DEMO=0' };
  if (env.NODE_ENV === 'production') return { mode: 'production', reason: 'NODE_ENV=production' };
  if (flagValue(env.SEED_DEMO) === false) return { mode: 'production', reason: 'SEED_DEMO=false' };
  if (env.DATABASE_URL) return { mode: 'production', reason: 'DATABASE_URL is set' };
  return { mode: 'demo', reason: 'the default of a fresh machine' };
}

export interface Config {
  mode: Mode;
  /** What chose the mode: `DEMO=1`, `DATABASE_URL is set`… */
  modeReason: string;
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  logLevel: string;
  /** LOG_FORMAT; undefined: chosen by the mode and whether stdout is a terminal (src/logger.ts). */
  logFormat: 'json' | 'pretty' | undefined;
  shutdownTimeoutMs: number;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  seedDemo: boolean;
  /** Demo mode only: POST /api/test/clock moves the app's clock. */
  testClock: boolean;
  siteDist: string;
  cookieSecure: boolean;
  sessionTtlDays: number;
  trustProxy: boolean;
  /** SERVER_NAME: sent as `x-served-by` on every response when set. */
  serverName: string | undefined;
  rateLimitMax: number;
  facebookAuth: 'sandbox' | 'graph' | 'off';
  facebookAppSecret: string | undefined;
  /** The Spotify Web API's settings; undefined: the offline sandbox catalogue. */
  spotify: { clientId: string; redirectUri: string } | undefined;
  /** Photo storage in an S3-compatible bucket; undefined: the database on PostgreSQL, else DATA_DIR/media. */
  s3: S3Settings | undefined;
  /** Where photo import comes from, per provider: the offline sandbox or the Graph API adapter. */
  photoImport: {
    facebook: { kind: 'sandbox' } | { kind: 'graph'; appSecret: string };
    instagram: { kind: 'sandbox' } | { kind: 'graph'; appSecret: string | undefined };
  };
  /** Who takes card payments: Solidgate (its keys) or the offline sandbox. */
  payments: { kind: 'solidgate'; solidgate: SolidgateSettings } | { kind: 'sandbox' };
  /** Who checks the CAPTCHA: Cloudflare Turnstile (its keys) or the offline sandbox. */
  captcha: { kind: 'turnstile'; siteKey: string; secretKey: string } | { kind: 'sandbox' };
  /** Mail: over SMTP, or kept in the outbox table only; `from` is every email's sender. */
  mail: { transport: 'smtp'; smtpUrl: string; from: string } | { transport: 'outbox'; from: string };
  /** The site's public address without a trailing slash: the base of links in emails. */
  publicUrl: string;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** The host a browser on this machine reaches a server listening on `host` by (all interfaces: loopback). */
export function urlHost(host: string): string {
  if (host === '0.0.0.0' || host === '::') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}

/** Parses the environment; throws ConfigError listing every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.FACEBOOK_AUTH === 'graph' && !e.FACEBOOK_APP_SECRET) {
    throw new ConfigError('Invalid environment:\n  FACEBOOK_APP_SECRET: required when FACEBOOK_AUTH=graph');
  }
  if (Boolean(e.SPOTIFY_CLIENT_ID) !== Boolean(e.SPOTIFY_REDIRECT_URI)) {
    const missing = e.SPOTIFY_CLIENT_ID ? 'SPOTIFY_REDIRECT_URI' : 'SPOTIFY_CLIENT_ID';
    throw new ConfigError(`Invalid environment:\n  ${missing}: required with the other SPOTIFY_ variable`);
  }
  if (e.FACEBOOK_PHOTO_IMPORT === 'graph' && !e.FACEBOOK_APP_SECRET) {
    throw new ConfigError(
      'Invalid environment:\n  FACEBOOK_APP_SECRET: required when FACEBOOK_PHOTO_IMPORT=graph',
    );
  }
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    const missing = e.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID';
    throw new ConfigError(`Invalid environment:\n  ${missing}: required with the other S3 key variable`);
  }
  const solidgateKeys = {
    SOLIDGATE_PUBLIC_KEY: e.SOLIDGATE_PUBLIC_KEY,
    SOLIDGATE_SECRET_KEY: e.SOLIDGATE_SECRET_KEY,
    SOLIDGATE_WEBHOOK_PUBLIC_KEY: e.SOLIDGATE_WEBHOOK_PUBLIC_KEY,
    SOLIDGATE_WEBHOOK_SECRET_KEY: e.SOLIDGATE_WEBHOOK_SECRET_KEY,
  };
  const missingSolidgate = Object.entries(solidgateKeys).filter(([, value]) => !value);
  if (missingSolidgate.length > 0 && missingSolidgate.length < 4) {
    throw new ConfigError(
      `Invalid environment:\n${missingSolidgate.map(([name]) => `  ${name}: required with the other SOLIDGATE_ keys`).join('\n')}`,
    );
  }
  if (e.SMTP_URL && !e.MAIL_FROM) {
    throw new ConfigError('Invalid environment:\n  MAIL_FROM: required when SMTP_URL is set');
  }
  const { mode, reason: modeReason } = modeOf(e);
  const demo = mode === 'demo';
  const seedDemo = flagValue(e.SEED_DEMO);
  const solidgate =
    e.SOLIDGATE_PUBLIC_KEY &&
    e.SOLIDGATE_SECRET_KEY &&
    e.SOLIDGATE_WEBHOOK_PUBLIC_KEY &&
    e.SOLIDGATE_WEBHOOK_SECRET_KEY
      ? {
          publicKey: e.SOLIDGATE_PUBLIC_KEY,
          secretKey: e.SOLIDGATE_SECRET_KEY,
          webhookPublicKey: e.SOLIDGATE_WEBHOOK_PUBLIC_KEY,
          webhookSecretKey: e.SOLIDGATE_WEBHOOK_SECRET_KEY,
          apiUrl: e.SOLIDGATE_API_URL ?? 'https://pay.solidgate.com/api/v1',
        }
      : undefined;
  const paymentProvider = e.PAYMENT_PROVIDER ?? (solidgate ? 'solidgate' : demo ? 'sandbox' : undefined);
  const mailTransport = e.MAIL_TRANSPORT ?? (e.SMTP_URL ? 'smtp' : demo ? 'outbox' : undefined);
  const turnstile =
    e.TURNSTILE_SITE_KEY && e.TURNSTILE_SECRET_KEY
      ? { siteKey: e.TURNSTILE_SITE_KEY, secretKey: e.TURNSTILE_SECRET_KEY }
      : undefined;
  const captchaProvider = e.CAPTCHA_PROVIDER ?? (turnstile ? 'turnstile' : demo ? 'sandbox' : undefined);
  // Production mode opens no door by default: every sandbox must be named, and the demo-only switches are refused.
  const refusals = [
    !demo && seedDemo === true && '  SEED_DEMO: the demo community exists only in demo mode (DEMO=1)',
    !demo && e.TEST_CLOCK && '  TEST_CLOCK: the movable clock exists only in demo mode (DEMO=1)',
    paymentProvider === undefined &&
      `  PAYMENT_PROVIDER: production mode (${modeReason}) takes payments with Solidgate (set the SOLIDGATE_ keys); PAYMENT_PROVIDER=sandbox takes test cards instead`,
    paymentProvider === 'solidgate' &&
      !solidgate &&
      '  PAYMENT_PROVIDER: solidgate needs the four SOLIDGATE_ keys',
    mailTransport === undefined &&
      `  MAIL_TRANSPORT: production mode (${modeReason}) sends mail over SMTP (set SMTP_URL and MAIL_FROM); MAIL_TRANSPORT=outbox keeps it unsent in the database instead`,
    mailTransport === 'smtp' && !e.SMTP_URL && '  MAIL_TRANSPORT: smtp needs SMTP_URL',
    captchaProvider === undefined &&
      `  CAPTCHA_PROVIDER: production mode (${modeReason}) checks sign-ups with Cloudflare Turnstile (set TURNSTILE_SITE_KEY and TURNSTILE_SECRET_KEY); CAPTCHA_PROVIDER=sandbox takes the offline checkbox instead`,
    captchaProvider === 'turnstile' &&
      !turnstile &&
      '  CAPTCHA_PROVIDER: turnstile needs TURNSTILE_SITE_KEY and TURNSTILE_SECRET_KEY',
  ].filter((line): line is string => typeof line === 'string');
  if (refusals.length > 0) throw new ConfigError(`Invalid environment:\n${refusals.join('\n')}`);
  return {
    mode,
    modeReason,
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    seedDemo: demo && seedDemo !== false,
    testClock: demo && e.TEST_CLOCK,
    siteDist: resolve(e.SITE_DIST),
    cookieSecure: e.COOKIE_SECURE,
    sessionTtlDays: e.SESSION_TTL_DAYS,
    trustProxy: e.TRUST_PROXY,
    serverName: e.SERVER_NAME,
    rateLimitMax: e.RATE_LIMIT_MAX,
    facebookAuth: e.FACEBOOK_AUTH ?? (demo ? 'sandbox' : 'off'),
    facebookAppSecret: e.FACEBOOK_APP_SECRET,
    spotify:
      e.SPOTIFY_CLIENT_ID && e.SPOTIFY_REDIRECT_URI
        ? { clientId: e.SPOTIFY_CLIENT_ID, redirectUri: e.SPOTIFY_REDIRECT_URI }
        : undefined,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          region: e.S3_REGION ?? 'us-east-1',
          endpoint: e.S3_ENDPOINT,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
        }
      : undefined,
    photoImport: {
      facebook:
        e.FACEBOOK_PHOTO_IMPORT === 'graph' && e.FACEBOOK_APP_SECRET
          ? { kind: 'graph', appSecret: e.FACEBOOK_APP_SECRET }
          : { kind: 'sandbox' },
      instagram:
        e.INSTAGRAM_PHOTO_IMPORT === 'graph'
          ? { kind: 'graph', appSecret: e.INSTAGRAM_APP_SECRET }
          : { kind: 'sandbox' },
    },
    payments:
      solidgate && paymentProvider === 'solidgate' ? { kind: 'solidgate', solidgate } : { kind: 'sandbox' },
    mail:
      mailTransport === 'smtp' && e.SMTP_URL
        ? { transport: 'smtp', smtpUrl: e.SMTP_URL, from: e.MAIL_FROM ?? 'Spark <no-reply@localhost>' }
        : { transport: 'outbox', from: e.MAIL_FROM ?? 'Spark <no-reply@localhost>' },
    captcha:
      turnstile && captchaProvider === 'turnstile'
        ? { kind: 'turnstile', ...turnstile }
        : { kind: 'sandbox' },
    publicUrl: (e.PUBLIC_URL ?? `http://${urlHost(e.HOST)}:${e.PORT}`).replace(/\/+$/, ''),
  };
}
