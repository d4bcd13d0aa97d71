// The photo storage adapters: the local disk, and S3 with its HTTP layer answered by recorded S3 responses (the
// XML and headers S3 sends), checking each request the SDK makes. No network.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { S3Client } from '@aws-sdk/client-s3';
import { drizzle } from 'drizzle-orm/node-postgres';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config.ts';
import * as schema from '../../../src/db/schema.ts';
import type { S3Settings } from '../../../src/features/photos/storage.ts';
import {
  diskStorage,
  s3ClientConfig,
  s3Storage,
  storageFromConfig,
} from '../../../src/features/photos/storage.ts';

interface SentRequest {
  method: string;
  hostname: string;
  path: string;
  headers: Record<string, string>;
  body: Buffer | undefined;
}

interface Recorded {
  statusCode: number;
  headers: Record<string, string>;
  body?: string | Buffer;
}

/** Recorded from S3 (request ids shortened). */
const recorded = {
  put: {
    statusCode: 200,
    headers: {
      'x-amz-id-2': 'kqRZ2M1sZ0Gm8tQbq3Jx/abc=',
      'x-amz-request-id': 'R0MPKXQ3Z8F1',
      etag: '"6805f2cfc46c0f04559748bb039d69ae"',
      'x-amz-server-side-encryption': 'AES256',
      'content-length': '0',
    },
  },
  get: (bytes: Buffer): Recorded => ({
    statusCode: 200,
    headers: {
      'x-amz-request-id': 'R0MPKXQ3Z8F2',
      'last-modified': 'Tue, 24 Nov 2026 17:00:00 GMT',
      etag: '"6805f2cfc46c0f04559748bb039d69ae"',
      'accept-ranges': 'bytes',
      'content-type': 'image/webp',
      'content-length': String(bytes.length),
    },
    body: bytes,
  }),
  noSuchKey: {
    statusCode: 404,
    headers: { 'x-amz-request-id': 'R0MPKXQ3Z8F3', 'content-type': 'application/xml' },
    body:
      '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>NoSuchKey</Code>' +
      '<Message>The specified key does not exist.</Message><Key>photos/7/missing/full.webp</Key>' +
      '<RequestId>R0MPKXQ3Z8F3</RequestId><HostId>kqRZ2M1sZ0Gm8tQbq3Jx/abc=</HostId></Error>',
  },
  deleted: { statusCode: 204, headers: { 'x-amz-request-id': 'R0MPKXQ3Z8F4' } },
  accessDenied: {
    statusCode: 403,
    headers: { 'x-amz-request-id': 'R0MPKXQ3Z8F5', 'content-type': 'application/xml' },
    body:
      '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>AccessDenied</Code>' +
      '<Message>Access Denied</Message><RequestId>R0MPKXQ3Z8F5</RequestId>' +
      '<HostId>kqRZ2M1sZ0Gm8tQbq3Jx/abc=</HostId></Error>',
  },
} satisfies Record<string, Recorded | ((bytes: Buffer) => Recorded)>;

const settings: S3Settings = {
  bucket: 'dating-photos',
  region: 'eu-west-3',
  endpoint: 'https://s3.storage.example',
  accessKeyId: 'AKIDTESTEXAMPLE',
  secretAccessKey: 'test-secret-not-real',
  forcePathStyle: true,
};

async function bodyOf(body: unknown): Promise<Buffer | undefined> {
  if (body === undefined || body === null) return undefined;
  if (Buffer.isBuffer(body)) return body;
  if (body instanceof Uint8Array) return Buffer.from(body);
  if (typeof body === 'string') return Buffer.from(body);
  if (body instanceof Readable) {
    const chunks: Buffer[] = [];
    for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
    return Buffer.concat(chunks);
  }
  throw new Error(`unexpected request body ${typeof body}`);
}

/** An S3 client whose HTTP layer answers the queued recorded responses and records each request. */
function replaying(responses: Recorded[]) {
  const sent: SentRequest[] = [];
  const client = new S3Client({
    ...s3ClientConfig(settings),
    maxAttempts: 1,
    requestHandler: {
      async handle(request: {
        method: string;
        hostname: string;
        path: string;
        headers: Record<string, string>;
        body?: unknown;
      }) {
        sent.push({
          method: request.method,
          hostname: request.hostname,
          path: request.path,
          headers: request.headers,
          body: await bodyOf(request.body),
        });
        const next = responses.shift();
        if (!next) throw new Error(`no recorded response left for ${request.method} ${request.path}`);
        return {
          response: {
            statusCode: next.statusCode,
            headers: next.headers,
            body: Readable.from(next.body === undefined ? [] : [Buffer.from(next.body)]),
          },
        };
      },
    },
  });
  return { client, sent };
}

describe('S3 photo storage over recorded responses', () => {
  it('puts, gets and deletes objects, path-style, signed with the configured keys', async () => {
    const bytes = Buffer.from('RIFF\x10\0\0\0WEBPVP8 fake-webp-bytes', 'latin1');
    const { client, sent } = replaying([
      recorded.put,
      recorded.get(bytes),
      recorded.deleted,
      recorded.deleted,
    ]);
    const storage = s3Storage(settings, client);

    await storage.put('photos/7/abc/full.webp', bytes, 'image/webp');
    expect(await storage.get('photos/7/abc/full.webp')).toEqual(bytes);
    await storage.delete(['photos/7/abc/full.webp', 'photos/7/abc/card.webp']);

    expect(sent.map((r) => [r.method, r.hostname, r.path])).toEqual([
      ['PUT', 's3.storage.example', '/dating-photos/photos/7/abc/full.webp'],
      ['GET', 's3.storage.example', '/dating-photos/photos/7/abc/full.webp'],
      ['DELETE', 's3.storage.example', '/dating-photos/photos/7/abc/full.webp'],
      ['DELETE', 's3.storage.example', '/dating-photos/photos/7/abc/card.webp'],
    ]);
    const [put] = sent;
    expect(put?.headers['content-type']).toBe('image/webp');
    expect(put?.body).toEqual(bytes);
    for (const request of sent) {
      expect(request.headers.authorization).toMatch(
        /^AWS4-HMAC-SHA256 Credential=AKIDTESTEXAMPLE\/\d{8}\/eu-west-3\/s3\/aws4_request, /,
      );
      expect(request.headers.authorization).not.toContain('test-secret-not-real');
    }
  });

  it('answers null for a missing object (NoSuchKey) and throws when S3 refuses', async () => {
    const { client } = replaying([recorded.noSuchKey, recorded.accessDenied]);
    const storage = s3Storage(settings, client);
    expect(await storage.get('photos/7/missing/full.webp')).toBeNull();
    await expect(storage.put('photos/7/abc/full.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(
      /Access Denied/,
    );
  });

  it('never sends a key that could leave the photo folder', async () => {
    const { client, sent } = replaying([]);
    const storage = s3Storage(settings, client);
    await expect(storage.get('../secrets')).rejects.toThrow(/Invalid storage key/);
    await expect(storage.put('/etc/passwd', Buffer.from('x'), 'image/webp')).rejects.toThrow();
    expect(sent).toEqual([]);
  });
});

describe('disk photo storage', () => {
  let root: string | undefined;
  afterEach(() => {
    if (root) rmSync(root, { recursive: true, force: true });
  });

  it('writes whole files, reads them back, deletes them and their emptied folder', async () => {
    root = mkdtempSync(join(tmpdir(), 'disk-storage-'));
    const storage = diskStorage(root);
    await storage.put('photos/1/k/full.webp', Buffer.from('one'), 'image/webp');
    await storage.put('photos/1/k/card.webp', Buffer.from('two'), 'image/webp');
    expect(String(await storage.get('photos/1/k/full.webp'))).toBe('one');
    expect(await storage.get('photos/1/k/grid.webp')).toBeNull();
    await storage.delete(['photos/1/k/full.webp', 'photos/1/k/card.webp', 'photos/1/k/grid.webp']);
    expect(readdirSync(join(root, 'photos/1'))).toEqual([]);
    await expect(storage.get('photos/../../etc/passwd')).rejects.toThrow(/Invalid storage key/);
  });
});

describe('storage from the config', () => {
  // Choosing opens nothing: a database that cannot run a query will do.
  const db = drizzle.mock({ schema });

  it('is S3 when S3_BUCKET is set, else the database on PostgreSQL, else the disk under DATA_DIR', () => {
    const base = { NODE_ENV: 'test', DATA_DIR: '/tmp/x' };
    expect(storageFromConfig(loadConfig(base), db).kind).toBe('disk');
    const postgres = { ...base, DEMO: '1', DATABASE_URL: 'postgres://app:app@db.example/app' };
    expect(storageFromConfig(loadConfig(postgres), db).kind).toBe('database');
    expect(storageFromConfig(loadConfig({ ...postgres, S3_BUCKET: 'b' }), db).kind).toBe('s3');
    const config = loadConfig({
      ...base,
      S3_BUCKET: 'b',
      S3_ENDPOINT: 'http://minio:9000',
      S3_ACCESS_KEY_ID: 'a',
      S3_SECRET_ACCESS_KEY: 's',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(config.s3).toMatchObject({ bucket: 'b', region: 'us-east-1', forcePathStyle: true });
    expect(storageFromConfig(config, db).kind).toBe('s3');
    expect(() => loadConfig({ ...base, S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'a' })).toThrow(
      /S3_SECRET_ACCESS_KEY/,
    );
    expect(() => loadConfig({ ...base, S3_BUCKET: 'b', S3_ENDPOINT: 'ftp://x' })).toThrow(/S3_ENDPOINT/);
  });
});
