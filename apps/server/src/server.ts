// Starts the server: reads the config, builds the app, listens, prints where it is, and closes gracefully on
// SIGINT/SIGTERM: the listening socket closes at once (new connections are refused), requests in flight finish, the
// job queue stops claiming and finishes the jobs in hand, then the database closes and releases its lock. Draining
// longer than SHUTDOWN_TIMEOUT_MS exits with 1.
import { buildApp } from './app.ts';
import { ConfigError, loadConfig, urlHost } from './config.ts';
import { DatabaseLockedError } from './db/lock.ts';
import { startBanner } from './banner.ts';

async function main() {
  const config = loadConfig();
  const app = await buildApp({ config });

  let closing = false;
  // server.close() waits for every open socket, and a keep-alive socket (a proxy's pool, a browser) outlives its
  // response by Fastify's 72 s keep-alive timeout. Closing ends the idle ones at once; a response sent after that
  // asks its client to close the connection, and one whose headers had already left has its socket closed once it
  // ends.
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  app.addHook('onResponse', async () => {
    if (closing) setImmediate(() => app.server.closeIdleConnections());
  });

  const shutdown = async (signal: string) => {
    // Once: a terminal's Ctrl-C reaches both `npm start` (which passes it on) and this process.
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      app.log.error(`shutdown took over ${config.shutdownTimeoutMs} ms; exiting`);
      process.exit(1);
    }, config.shutdownTimeoutMs).unref();
    try {
      // Claims stop now, while requests drain; app.close() then waits for the jobs in hand (plugins/app/jobs.ts).
      void app.jobs.close();
      await app.close();
      clearTimeout(force);
      app.log.info('closed');
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'error while shutting down');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const db = app.database.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)';
  const lines = startBanner(config, `http://${urlHost(config.host)}:${port}/`, db);
  process.stdout.write(`${lines.join('\n')}\n\n`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DatabaseLockedError) {
    process.stderr.write(`\n${error.message}\n\n`);
  } else {
    process.stderr.write(
      `Failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
  }
  process.exit(1);
});
