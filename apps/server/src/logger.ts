// Where the server's log lines go and in what form: JSON wherever a program reads them (a log collector, a file, a
// test capturing output), readable lines for a person watching a terminal in demo mode.
import type { FastifyServerOptions } from 'fastify';
import type { Config } from './config.ts';

export type LogFormat = 'json' | 'pretty';

/**
 * LOG_FORMAT when set. Otherwise JSON in production mode (collectors parse it, and nothing is lost: every field, the
 * error's stack, the request id) and whenever stdout is not a terminal (piped or redirected, it is read by a program
 * or kept in a file to grep later); readable lines only in demo mode at a terminal (`npm start`, `npm run dev:server`).
 */
export function logFormat(
  config: Pick<Config, 'mode' | 'logFormat'>,
  stdoutIsTerminal = Boolean(process.stdout.isTTY),
): LogFormat {
  return config.logFormat ?? (config.mode === 'demo' && stdoutIsTerminal ? 'pretty' : 'json');
}

/** Fastify's logger options for the config: pino's JSON on stdout, or through pino-pretty. */
export async function loggerOptions(config: Config): Promise<NonNullable<FastifyServerOptions['logger']>> {
  if (logFormat(config) === 'json') return { level: config.logLevel };
  // Loaded only when chosen (in production mode, only with LOG_FORMAT=pretty). `sync`: written on the main thread,
  // not in a worker thread as pino's transports are, so nothing is lost when the process exits.
  const { default: pretty } = await import('pino-pretty');
  return {
    level: config.logLevel,
    stream: pretty({
      sync: true,
      colorize: Boolean(process.stdout.isTTY),
      translateTime: 'SYS:HH:MM:ss.l',
      // `req-1 GET /healthz incoming request`, `req-1 200 request completed {"responseTime":…}`: a line a request.
      messageFormat:
        '{if reqId}{reqId} {end}{if req.method}{req.method} {req.url} {end}' +
        '{if res.statusCode}{res.statusCode} {end}{msg}',
      ignore: 'pid,hostname,reqId,req,res',
      singleLine: true,
    }),
  };
}
