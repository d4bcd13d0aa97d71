// A software passkey for the tests: an ES256 key pair from node:crypto that answers WebAuthn ceremonies the way a
// browser and an authenticator do together ("none" attestation, CBOR from the library's own encoder), so the
// server's verification runs for real.
import { createHash, createSign, generateKeyPairSync, randomBytes } from 'node:crypto';
import type { KeyObject } from 'node:crypto';
import { finishPasskeyRegistration, startPasskeyRegistration } from '@app/contract';
import { isoCBOR } from '@simplewebauthn/server/helpers';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { TestClient } from '../../helper.ts';
import { parseBody } from '../../helper.ts';

const b64url = (bytes: Uint8Array | Buffer | string) => Buffer.from(bytes).toString('base64url');
const sha256 = (bytes: Uint8Array | Buffer | string) => createHash('sha256').update(bytes).digest();
const u32 = (n: number) => {
  const buffer = Buffer.alloc(4);
  buffer.writeUInt32BE(n);
  return buffer;
};

// Authenticator data flags: user present, user verified, attested credential data included.
const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

export interface CeremonyOptions {
  challenge: string;
  rp?: { id?: string };
  rpId?: string;
  user?: { id: string };
}

export class SoftwareAuthenticator {
  readonly credentialId = randomBytes(32);
  private readonly privateKey: KeyObject;
  private readonly publicJwk: { x: string; y: string };
  private counter = 0;
  userHandle: string | undefined;

  constructor(
    readonly origin: string,
    readonly rpId: string,
  ) {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.privateKey = privateKey;
    const jwk = publicKey.export({ format: 'jwk' });
    this.publicJwk = { x: jwk.x ?? '', y: jwk.y ?? '' };
  }

  get id(): string {
    return b64url(this.credentialId);
  }

  private clientData(type: 'webauthn.create' | 'webauthn.get', challenge: string, origin = this.origin) {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  /** navigator.credentials.create()'s answer (RegistrationResponseJSON) to the server's options. */
  register(options: CeremonyOptions, overrides: { origin?: string } = {}) {
    this.userHandle = options.user?.id;
    const coseKey = new Map<number, number | Uint8Array>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, Buffer.from(this.publicJwk.x, 'base64url')],
      [-3, Buffer.from(this.publicJwk.y, 'base64url')],
    ]);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const authData = Buffer.concat([
      sha256(this.rpId),
      Buffer.from([UP | UV | AT]),
      u32(this.counter),
      Buffer.alloc(16), // AAGUID: none
      idLength,
      this.credentialId,
      Buffer.from(isoCBOR.encode(coseKey)),
    ]);
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Uint8Array | Map<string, string>>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, string>()],
        ['authData', authData],
      ]),
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      clientExtensionResults: {},
      authenticatorAttachment: 'platform' as const,
      response: {
        clientDataJSON: b64url(this.clientData('webauthn.create', options.challenge, overrides.origin)),
        attestationObject: b64url(attestationObject),
        transports: ['internal' as const],
      },
    };
  }

  /** navigator.credentials.get()'s answer (AuthenticationResponseJSON), signed with the key. */
  signIn(options: CeremonyOptions, overrides: { origin?: string } = {}) {
    this.counter += 1;
    const authenticatorData = Buffer.concat([sha256(this.rpId), Buffer.from([UP | UV]), u32(this.counter)]);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge, overrides.origin);
    const signer = createSign('SHA256');
    signer.update(Buffer.concat([authenticatorData, sha256(clientDataJSON)]));
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authenticatorData),
        signature: b64url(signer.sign(this.privateKey)),
        ...(this.userHandle ? { userHandle: this.userHandle } : {}),
      },
    };
  }
}

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
