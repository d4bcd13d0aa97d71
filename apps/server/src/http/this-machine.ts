// Demo mode's doors (the outbox, the test clock) answer only the machine the server runs on. The socket's address
// decides, not request.ip: behind a trusted proxy request.ip comes from a header, and every proxied request reaches
// the socket from the proxy's loopback address, so a request that carries forwarding headers came from elsewhere.
import type { FastifyReply, FastifyRequest } from 'fastify';

const loopback = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;
const forwardingHeaders = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

function fromThisMachine(request: FastifyRequest): boolean {
  const address = request.socket.remoteAddress ?? '';
  return loopback.test(address) && !forwardingHeaders.some((name) => name in request.headers);
}

/** A preHandler that answers a plain 404 to anyone but this machine, as if the door were not there. */
export async function thisMachineOnly(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (!fromThisMachine(request)) await reply.code(404).type('text/plain').send('Not found');
}
