import multipart from '@fastify/multipart';
import fp from 'fastify-plugin';

/**
 * multipart/form-data for upload endpoints (Endpoint.upload). Each route reads its one file with its own limits
 * (http/upload.ts); these defaults only bound a request no route reads.
 */
export default fp(
  async (app) => {
    await app.register(multipart, {
      limits: { files: 1, fields: 10, parts: 11, fieldSize: 1024 },
    });
  },
  { name: 'multipart' },
);
