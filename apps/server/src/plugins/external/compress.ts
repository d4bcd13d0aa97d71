import compress from '@fastify/compress';
import fp from 'fastify-plugin';

/**
 * brotli/gzip for clients that ask (browsers): the site's JS, CSS and HTML and larger JSON. Responses under 1 KB
 * are sent as they are; clients that send no Accept-Encoding (benchmarks) get plain bodies.
 */
export default fp(
  async (app) => {
    await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  },
  { name: 'compress' },
);
