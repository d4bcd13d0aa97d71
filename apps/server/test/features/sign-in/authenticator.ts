// Passkey helpers for the server suites, over the software authenticator.
import { finishPasskeyRegistration, startPasskeyRegistration } from '@app/contract';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { TestClient } from '../../helper.ts';
import { parseBody } from '../../helper.ts';
import type { CeremonyOptions } from './software-authenticator.ts';
import { SoftwareAuthenticator } from './software-authenticator.ts';

export { SoftwareAuthenticator };
export type { CeremonyOptions };

export function authenticatorFor(app: FastifyInstance): SoftwareAuthenticator {
  const url = new URL(app.config.publicUrl);
  return new SoftwareAuthenticator(url.origin, url.hostname);
}

/** Adds a passkey for the logged-in client (options, the authenticator's answer, finish). */
export async function addPasskey(client: TestClient, authenticator: SoftwareAuthenticator, name?: string) {
  const options = parseBody(
    startPasskeyRegistration.response,
    await client.post('/api/user/settings/passkeys/options', {}),
  ).data.options as unknown as CeremonyOptions;
  const response = await client.post('/api/user/settings/passkeys', {
    ...(name ? { name } : {}),
    credential: authenticator.register(options),
  });
  expect(response.statusCode, response.body).toBe(200);
  return parseBody(finishPasskeyRegistration.response, response).data;
}
