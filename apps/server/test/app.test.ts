import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiErrorBody } from '@app/contract';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { describeBackends, parseBody, testTempDir } from './helper.ts';

/** A built site, removed after the test. */
function builtSite(): string {
  const dist = testTempDir('app-server-site-');
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Dating app</title><div id="root"></div>');
  writeFileSync(join(dist, 'assets', 'app-1234.js'), `console.log(${JSON.stringify('app '.repeat(2000))})`);
  return dist;
}

describeBackends('health, 404 and the site', (backend) => {
  it('answers /healthz with the database in use', async () => {
    const app = await backend.build();
    const response = await app.inject('/healthz');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true, db: backend.kind });
  });

  it('answers unknown API paths with the JSON error body', async () => {
    const app = await backend.build();
    const response = await app.inject('/api/user/does-not-exist');
    expect(response.statusCode).toBe(404);
    expect(parseBody(apiErrorBody, response).error.code).toBe('not_found');
  });

  it('issues an XSRF-TOKEN cookie readable by scripts, only when the request lacks one', async () => {
    const app = await backend.build();
    const first = await app.inject('/healthz');
    const issued = first.cookies.find((c) => c.name === 'XSRF-TOKEN');
    expect(issued?.value).toMatch(/^[\w-]{32,}$/);
    expect(issued?.httpOnly).toBeFalsy();
    const again = await app.inject({ url: '/healthz', cookies: { 'XSRF-TOKEN': issued?.value ?? '' } });
    expect(again.cookies.find((c) => c.name === 'XSRF-TOKEN')).toBeUndefined();
  });

  it('serves the built site with a fallback to index.html for app routes', async () => {
    const app = await backend.build({ env: { SITE_DIST: builtSite() } });
    const page = await app.inject({ url: '/lists/wlm?page=2', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<title>Dating app</title>');

    const asset = await app.inject('/assets/app-1234.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');

    const compressed = await app.inject({
      url: '/assets/app-1234.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(compressed.rawPayload.length).toBeLessThan(asset.rawPayload.length / 10);

    const missingAsset = await app.inject('/assets/missing.js');
    expect(missingAsset.statusCode).toBe(404);
  });

  it('explains how to build the site when it is missing, instead of failing', async () => {
    const app = await backend.build({ env: { SITE_DIST: join(tmpdir(), 'surely-not-a-built-site') } });
    const page = await app.inject({ url: '/', headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(503);
    expect(page.body).toContain('npm run build');
    expect((await app.inject('/healthz')).statusCode).toBe(200);
  });

  it('serves generated avatars, the same picture for the same seed', async () => {
    const app = await backend.build();
    const first = await app.inject('/api/avatars/member-7.svg');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toContain('image/svg+xml');
    expect(first.body).toMatch(/^<svg/);
    expect((await app.inject('/api/avatars/member-7.svg')).body).toBe(first.body);
    expect((await app.inject('/api/avatars/member-8.svg')).body).not.toBe(first.body);
    expect((await app.inject('/api/avatars/..%2Fetc.svg')).statusCode).toBe(404);
    expect((await app.inject('/api/avatars/member-7.huge.webp')).statusCode).toBe(404);
  });

  it('serves a generated avatar as WebP at the card and grid photo sizes, for cards to paint as bitmaps', async () => {
    const app = await backend.build();
    for (const [size, width, height] of [
      ['card', 480, 600],
      ['grid', 240, 240],
    ] as const) {
      const response = await app.inject(`/api/avatars/member.7.${size}.webp`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(response.headers['cache-control']).toContain('immutable');
      const image = await sharp(response.rawPayload).metadata();
      expect([image.format, image.width, image.height]).toEqual(['webp', width, height]);
      expect((await app.inject(`/api/avatars/member.7.${size}.webp`)).rawPayload).toEqual(
        response.rawPayload,
      );
    }
  });
});
