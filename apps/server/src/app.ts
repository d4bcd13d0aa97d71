// Builds the application as a tree of plugins (CONVENTIONS.md, fastify/demo): external plugins (compression,
// cookies, rate limit, OpenAPI), then our app plugins (config, database, repositories, XSRF, auth), then each
// feature's routes (features/*). server.ts only listens.
import Fastify from 'fastify';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/database.ts';
import type { BillingOptions } from './features/billing/index.ts';
import type { OutgoingEmailOptions } from './features/outgoing-email/outgoing-email.plugin.ts';
import type { ImportProviders } from './features/photos/import/index.ts';
import type { PhotoModerator } from './features/photos/pipeline.ts';
import type { PhotoStorage } from './features/photos/storage.ts';
import type { SpinOptions } from './features/spin/index.ts';
import type { FacebookAuth } from './features/session/facebook.ts';
import type { ArtistCatalogue } from './features/spotify/index.ts';
import type { VerificationReviewer } from './features/verification/index.ts';
import { frameworkErrorHandler, registerErrorHandlers } from './http/errors.ts';
import { loggerOptions } from './logger.ts';
import authPlugin from './plugins/app/auth.ts';
import clockPlugin from './plugins/app/clock.ts';
import schedulePlugin from './plugins/app/schedule.ts';
import configPlugin from './plugins/app/config.ts';
import databasePlugin from './plugins/app/database.ts';
import jobsPlugin from './plugins/app/jobs.ts';
import repositoriesPlugin from './plugins/app/repositories.ts';
import testClockRoutes, { TestClock } from './plugins/app/test-clock.ts';
import captchaPlugin from './plugins/app/captcha.ts';
import type { Captcha } from './plugins/app/captcha.ts';
import xsrfPlugin from './plugins/app/xsrf.ts';
import compressPlugin from './plugins/external/compress.ts';
import cookiePlugin from './plugins/external/cookie.ts';
import multipartPlugin from './plugins/external/multipart.ts';
import openApiPlugin from './plugins/external/openapi.ts';
import rateLimitPlugin from './plugins/external/rate-limit.ts';
import securityHeadersPlugin from './plugins/external/security-headers.ts';
import accountRoutes from './features/account/index.ts';
import avatarRoutes from './features/avatars/avatars.routes.ts';
import billingRoutes from './features/billing/index.ts';
import counterRoutes from './features/counters/index.ts';
import dataExportRoutes from './features/data-export/index.ts';
import deletionRoutes from './features/deletion/index.ts';
import disableRoutes from './features/disable/index.ts';
import discoveryRoutes from './features/discovery/index.ts';
import emailRoutes from './features/email/index.ts';
import healthRoutes from './features/health/health.routes.ts';
import interestRoutes from './features/interests/index.ts';
import joinRoutes from './features/join/index.ts';
import livePlugin, { liveRoutes } from './features/live/index.ts';
import inviteRoutes from './features/invites/index.ts';
import logRoutes from './features/logging/index.ts';
import outgoingEmailPlugin from './features/outgoing-email/index.ts';
import messagingRoutes from './features/messaging/index.ts';
import noticesRoutes from './features/notices/index.ts';
import photoPipelinePlugin from './features/photos/plugin.ts';
import photoImportRoutes from './features/photos/import/index.ts';
import photoRoutes from './features/photos/index.ts';
import profileRoutes from './features/profile/index.ts';
import sessionRoutes from './features/session/index.ts';
import signInRoutes from './features/sign-in/index.ts';
import siteRoutes from './features/site/site.routes.ts';
import spinRoutes from './features/spin/index.ts';
import spotifyRoutes from './features/spotify/index.ts';
import supportRoutes from './features/support/index.ts';
import verificationRoutes from './features/verification/index.ts';

export interface AppOptions {
  config: Config;
  /** An already open database, shared and left open on close (tests); by default opened from the config. */
  database?: DatabaseHandle;
  /** Overrides the Facebook adapter chosen by FACEBOOK_AUTH (tests). */
  facebook?: FacebookAuth;
  /** Overrides the artist catalogue chosen by SPOTIFY_CLIENT_ID / SPOTIFY_REDIRECT_URI (tests). */
  spotify?: ArtistCatalogue;
  /** Overrides the photo storage chosen by S3_BUCKET (tests). */
  photoStorage?: PhotoStorage;
  /** Overrides the sandbox photo moderator, which approves at once (tests). */
  photoModerator?: PhotoModerator;
  /** Overrides the photo import providers chosen by FACEBOOK_PHOTO_IMPORT / INSTAGRAM_PHOTO_IMPORT (tests). */
  photoImport?: Partial<ImportProviders>;
  /** Overrides the sandbox verification reviewer, which decides at once (tests: a reviewer that leaves it pending). */
  verificationReviewer?: VerificationReviewer;
  /** "Now" for the whole app (tests: a clock they move); default the system clock, or the test clock (TEST_CLOCK=1). */
  clock?: () => Date;
  /** The card provider and the billing cycle's timer (tests: the sandbox they count, no timer). */
  billing?: BillingOptions;
  /** The spin game's segment picker (tests). */
  spin?: SpinOptions;
  /** The outgoing email transport (tests: a local SMTP server's URL); by default SMTP_URL's, else the offline outbox. */
  mail?: OutgoingEmailOptions;
  /** Overrides the CAPTCHA chosen by CAPTCHA_PROVIDER (tests: Turnstile over a recorded answer). */
  captcha?: Captcha;
  /** Overrides config.seedDemo (never in production mode: refused). */
  seedDemo?: boolean;
  /** Migrate (and seed) at start; default true. Tests that share a prepared database turn it off. */
  prepareDatabase?: boolean;
}

/** Registers the whole application on `app`. */
export async function appPlugin(app: FastifyInstance, options: AppOptions): Promise<void> {
  registerErrorHandlers(app);
  // An empty body sent as application/json (e.g. a bodiless logout) means "no body", not a parse error.
  // The API speaks JSON only: every other content type (text/plain included) answers 415 in the contract's body.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) =>
    body === '' ? done(null, undefined) : parseJson(request, String(body), done),
  );
  await app.register(configPlugin, { config: options.config });
  await app.register(clockPlugin, options.clock ? { now: options.clock } : {});
  await app.register(schedulePlugin);
  await app.register(securityHeadersPlugin);
  await app.register(compressPlugin);
  await app.register(cookiePlugin);
  await app.register(multipartPlugin);
  await app.register(openApiPlugin);

  if (options.seedDemo && options.config.mode === 'production')
    throw new Error('The demo community exists only in demo mode');
  await app.register(databasePlugin, {
    seedDemo: options.seedDemo ?? options.config.seedDemo,
    prepare: options.prepareDatabase ?? true,
    ...(options.database ? { database: options.database } : {}),
  });
  await app.register(repositoriesPlugin);
  await app.register(jobsPlugin);
  await app.register(livePlugin);
  await app.register(rateLimitPlugin);
  await app.register(xsrfPlugin);
  await app.register(captchaPlugin, options.captcha ? { captcha: options.captcha } : {});
  await app.register(authPlugin, options.facebook ? { facebook: options.facebook } : {});
  await app.register(outgoingEmailPlugin, options.mail ?? {});
  await app.register(photoPipelinePlugin, {
    ...(options.photoStorage ? { storage: options.photoStorage } : {}),
    ...(options.photoModerator ? { moderator: options.photoModerator } : {}),
  });

  await app.register(healthRoutes);
  for (const routes of [
    sessionRoutes,
    counterRoutes,
    logRoutes,
    avatarRoutes,
    liveRoutes,
    messagingRoutes,
    discoveryRoutes,
    interestRoutes,
    inviteRoutes,
    profileRoutes,
    photoRoutes,
    accountRoutes,
    dataExportRoutes,
    disableRoutes,
    joinRoutes,
    signInRoutes,
    deletionRoutes,
  ]) {
    await app.register(routes);
  }
  await app.register(billingRoutes, options.billing ?? {});
  await app.register(spinRoutes, options.spin ?? {});
  if (app.clock instanceof TestClock) await app.register(testClockRoutes, { clock: app.clock });
  await app.register(spotifyRoutes, options.spotify ? { catalogue: options.spotify } : {});
  await app.register(photoImportRoutes, options.photoImport ? { providers: options.photoImport } : {});
  await app.register(
    verificationRoutes,
    options.verificationReviewer ? { reviewer: options.verificationReviewer } : {},
  );
  await app.register(supportRoutes);
  await app.register(emailRoutes);
  await app.register(noticesRoutes);
  await app.register(siteRoutes);
}

/** Creates the Fastify instance with its server options and registers the application. */
export async function buildApp(
  options: AppOptions & { logger?: FastifyServerOptions['logger'] },
): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: options.logger ?? (await loggerOptions(config)),
    trustProxy: config.trustProxy,
    bodyLimit: 1_048_576,
    // First start creates the database and seeds the demo community: more than the default 10 s on a slow disk.
    pluginTimeout: 120_000,
    // Requests carry an id in the logs; a proxy's X-Request-Id is kept when present.
    requestIdHeader: 'x-request-id',
    // Path parameters as long as the contract allows (a Facebook token: 4,096 characters, percent-encoded); longer
    // ones are refused before routing, naming the parameter like the rest.
    routerOptions: { maxParamLength: 16_384 },
    // Requests Fastify refuses before routing (a badly encoded path) answer in the contract's error body too.
    frameworkErrors: frameworkErrorHandler,
  });
  const { serverName } = config;
  if (serverName)
    app.addHook('onRequest', async (_request, reply) => {
      reply.header('x-served-by', serverName);
    });
  await appPlugin(app, options);
  return app;
}
