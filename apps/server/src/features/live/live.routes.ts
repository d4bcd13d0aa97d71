// GET LIVE_EVENTS_PATH: the member's live stream (Server-Sent Events). A session is required (401 in the contract's
// error body, before anything else); a GET, so the XSRF check does not apply. Not compressed (a compressor holds
// bytes back until its block fills: events would wait) and never buffered by a proxy (X-Accel-Buffering).
import { LIVE_EVENTS_PATH, LIVE_RECONNECT_MS } from '@app/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { unauthenticated } from '../../http/errors.ts';
import { LiveStream } from './hub.ts';

/** The id a reconnecting tab names: the `Last-Event-ID` header, or `?lastEventId=` (a new EventSource's). */
function lastEventIdOf(request: FastifyRequest): number | null {
  const header = request.headers['last-event-id'];
  const query = (request.query as { lastEventId?: unknown } | undefined)?.lastEventId;
  const value = typeof header === 'string' && header !== '' ? header : typeof query === 'string' ? query : '';
  return /^\d{1,15}$/.test(value) ? Number(value) : null;
}

export default async function liveRoutes(app: FastifyInstance) {
  app.get(
    LIVE_EVENTS_PATH,
    {
      compress: false,
      onRequest: async (request) => {
        if (!(await app.auth.currentMember(request))) throw unauthenticated();
      },
    },
    async (request, reply) => {
      const member = await app.auth.currentMember(request);
      if (!member) throw unauthenticated();
      const stream = new LiveStream(member.id, app.auth.sessionId(request));
      stream.response = reply.raw;
      // The client went (or the response ended): the stream leaves the hub.
      reply.raw.once('close', () => app.live.hub.close(stream));
      stream.write(`retry: ${LIVE_RECONNECT_MS.first}\n\n`);
      // Registered before the replay is read, so nothing published meanwhile falls between the two.
      void app.live.hub.open(stream, lastEventIdOf(request)).catch((err: unknown) => {
        request.log.warn({ err }, 'live stream replay failed');
        app.live.hub.close(stream);
      });
      return reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('x-accel-buffering', 'no')
        .send(stream.body);
    },
  );
}
