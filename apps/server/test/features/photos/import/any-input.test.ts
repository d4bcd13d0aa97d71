// Whatever album id, cursor or photo ids the contract lets through, the import routes answer in the contract's error
// body with a 4xx (or a 2xx), never a 5xx: against the sandboxes, and against Graph adapters whose API answers junk
// (then 502 `import_unavailable`: the provider failing, never a 500).
import {
  apiErrorBody,
  buildPath,
  getImportAlbumPhotos,
  getImportAlbums,
  importPhotos,
  photoErrorCodes,
} from '@app/contract';
import type { ImportProvider } from '@app/contract';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterEach, expect, it } from 'vitest';
import { buildApp } from '../../../../src/app.ts';
import { facebookGraphProvider } from '../../../../src/features/photos/import/facebook-graph.ts';
import { instagramGraphProvider } from '../../../../src/features/photos/import/instagram-graph.ts';
import type { TestClient } from '../../../helper.ts';
import { describeBackends, loginAs, testConfig } from '../../../helper.ts';

const RUNS = 25;

/** Texts of the kinds that break naive code: ids of other shapes, paths, escapes, emoji, long runs. */
const texts = fc.oneof(
  fc.string({ minLength: 1, maxLength: 40 }),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 }),
  fc.constantFrom(
    '../me',
    'me/friends',
    '%2e%2e',
    '10150000000000001?x=1',
    '1'.repeat(200),
    '0',
    ' ',
    'sandbox-photo-01-01',
  ),
);

/** Junk a Graph API might answer: odd statuses, bodies that are not JSON or not the expected shape. */
const junk: typeof fetch = (async (input: RequestInfo | URL) => {
  const n = String(input).length % 5;
  if (n === 0) return new Response('<html>oops</html>', { status: 200 });
  if (n === 1) return Response.json({ data: 'no' }, { status: 200 });
  if (n === 2) return Response.json({ error: { code: 'x' } }, { status: 500 });
  if (n === 3) return Response.json({ id: 5, images: [{ source: 'http://insecure', width: -1 }] });
  return Response.json(null, { status: 404 });
}) as typeof fetch;

describeBackends('photo import under any input', (backend) => {
  const apps: FastifyInstance[] = [];
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
  });

  async function client(graph: boolean): Promise<{ app: FastifyInstance; client: TestClient }> {
    const app = await buildApp({
      config: testConfig(),
      database: backend.database,
      seedDemo: false,
      prepareDatabase: false,
      logger: false,
      ...(graph
        ? {
            photoImport: {
              facebook: facebookGraphProvider({ appSecret: 'secret', fetch: junk }),
              instagram: instagramGraphProvider({ fetch: junk }),
            },
          }
        : {}),
    });
    apps.push(app);
    await app.ready();
    const row = await backend.createMember();
    if (graph) {
      await app.repos.photoImport.saveToken(row.id, 'facebook', 'token');
      await app.repos.photoImport.saveToken(row.id, 'instagram', 'token');
    }
    return { app, client: await loginAs(app, row.email) };
  }

  it.each([false, true])('answers 4xx or 2xx, never 5xx (Graph adapters: %s)', async (graph) => {
    const { client: member } = await client(graph);
    const provider = fc.constantFrom<ImportProvider>('facebook', 'instagram');
    const checked = (response: { statusCode: number; body: string; json: () => unknown }) => {
      if (response.statusCode < 400) return;
      const { error } = apiErrorBody.parse(response.json());
      // A Graph API answering junk is the provider failing (502), never the server (500).
      if (graph && response.statusCode === 502) expect(error.code).toBe(photoErrorCodes.importUnavailable);
      else expect(response.statusCode, response.body).toBeLessThan(500);
    };
    await fc.assert(
      fc.asyncProperty(provider, texts, fc.option(texts, { nil: undefined }), async (p, albumId, cursor) => {
        const query = cursor === undefined ? '' : `?cursor=${encodeURIComponent(cursor)}`;
        if (getImportAlbums.query.safeParse({ cursor }).success) {
          checked(await member.get(`${buildPath(getImportAlbums.path, { provider: p })}${query}`));
        }
        if (getImportAlbumPhotos.params.safeParse({ provider: p, albumId }).success) {
          checked(
            await member.get(`${buildPath(getImportAlbumPhotos.path, { provider: p, albumId })}${query}`),
          );
        }
      }),
      { numRuns: RUNS },
    );
    await fc.assert(
      fc.asyncProperty(
        provider,
        fc.uniqueArray(texts, { minLength: 1, maxLength: 4 }),
        async (p, photoIds) => {
          if (!importPhotos.body.safeParse({ photoIds }).success) return;
          checked(await member.post(buildPath(importPhotos.path, { provider: p }), { photoIds }));
        },
      ),
      { numRuns: RUNS },
    );
  });
});
