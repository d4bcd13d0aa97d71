import cookie from '@fastify/cookie';
import fp from 'fastify-plugin';

/** Parses request cookies and adds reply.setCookie (session and XSRF cookies). */
export default fp(
  async (app) => {
    await app.register(cookie);
  },
  { name: 'cookie' },
);
