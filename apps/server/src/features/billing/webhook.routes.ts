// The card provider's webhook. Its signature covers the exact bytes sent, so this route (alone, in its own plugin
// context) keeps the raw JSON text beside the parsed body. It is public and exempt from the XSRF check (a server
// calls it, with no cookie); only a correctly signed body is taken, else 401 in the contract's error body.
import { errorCodes, errorCopy, paymentWebhook } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../http/errors.ts';
import { contractRoute } from '../../http/route.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The request body as sent (only on the webhook route). */
    rawBody?: string;
  }
}

export default async function webhookRoutes(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    request.rawBody = String(body);
    if (body === '') done(null, undefined);
    else parseJson(request, String(body), done);
  });
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, xsrf: false };
  });
  contractRoute(app, paymentWebhook, 'public', async ({ request }) => {
    const taken = await app.billing.takeWebhook(request.rawBody ?? '', request.headers);
    if (!taken)
      throw new ApiError(
        401,
        errorCodes.invalidCredentials,
        errorCopy.invalid_credentials('webhookSignature'),
      );
    return { success: true };
  });
}
