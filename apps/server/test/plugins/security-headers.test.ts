import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  HSTS,
  PERMISSIONS_POLICY,
  SPOTIFY_IMAGE_ORIGIN,
  TURNSTILE_ORIGIN,
  SWAGGER_UI_LOGO_STYLE,
  cspHash,
  inlineScriptHashes,
  resourcePolicy,
  sitePolicy,
} from '../../src/plugins/external/security-headers.ts';
import { describeBackends, testTempDir } from '../helper.ts';

const preloadScript = `(()=>{document.head.dataset.preload='yes'})()`;
const preloadHash = `'sha256-${createHash('sha256').update(preloadScript).digest('base64')}'`;

/**
 * A built site shaped like Vite's: an entry module, a stylesheet and the inline route-preload script. Removed after
 * the test.
 */
function builtSite(): string {
  const dist = testTempDir('app-server-csp-site-');
  mkdirSync(join(dist, 'assets'));
  writeFileSync(
    join(dist, 'index.html'),
    `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Dating app</title>
    <script type="module" crossorigin src="/assets/index-1234.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-1234.css">
    <style>@font-face{font-family:A;src:url(/assets/a.woff2)}</style>
    <script>${preloadScript}</script>
  </head>
  <body><div id="root"></div></body>
</html>`,
  );
  writeFileSync(join(dist, 'assets', 'index-1234.js'), 'console.log("app")');
  writeFileSync(join(dist, 'assets', 'index-1234.css'), 'body { margin: 0 }');
  return dist;
}

/** The directives of a CSP header, by name. */
function directives(response: LightMyRequestResponse): Map<string, string[]> {
  const header = response.headers['content-security-policy'];
  expect(typeof header, 'a Content-Security-Policy header').toBe('string');
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name = '', ...values]) => [name, values]),
  );
}

const metaNonce = (html: string) => /<meta property="csp-nonce" nonce="([^"]+)"/.exec(html)?.[1];

const page = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

function expectCommonHeaders(response: LightMyRequestResponse) {
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['referrer-policy']).toBe('same-origin');
  expect(response.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
  expect(response.headers['x-frame-options']).toBe('DENY');
}

/** The site's policy on an HTML page, with the nonce the page carries. */
function expectSitePolicy(response: LightMyRequestResponse) {
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toContain('text/html');
  const csp = directives(response);
  const nonce = metaNonce(response.body);
  expect(nonce, 'index.html carries a csp-nonce meta').toMatch(/^[A-Za-z0-9+/]{24}$/);
  expect(csp.get('default-src')).toEqual(["'self'"]);
  expect(csp.get('script-src')).toEqual(["'self'", preloadHash]);
  expect(csp.get('style-src')).toEqual(["'self'", `'nonce-${nonce}'`]);
  expect(response.body, "index.html's own style tags carry the nonce").toContain(
    `<style nonce="${nonce}">@font-face{`,
  );
  expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
  expect(csp.get('font-src')).toEqual(["'self'"]);
  expect(csp.get('connect-src')).toEqual(["'self'"]);
  expect(csp.get('object-src')).toEqual(["'none'"]);
  expect(csp.get('base-uri')).toEqual(["'self'"]);
  expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  expect(csp.get('form-action')).toEqual(["'self'"]);
  expect(String(response.headers['content-security-policy'])).not.toMatch(/unsafe-(inline|eval)/);
  expectCommonHeaders(response);
  return nonce;
}

describe('inlineScriptHashes', () => {
  it('hashes inline scripts only, as CSP sha256 sources', () => {
    const html = `<script type="module" src="/a.js"></script><script>${preloadScript}</script><script> </script>`;
    expect(inlineScriptHashes(html)).toEqual([preloadHash]);
  });
});

describe('sitePolicy', () => {
  it('allows the image origins a configured adapter serves, and no other', () => {
    const img = (policy: string) => /img-src ([^;]+)/.exec(policy)?.[1];
    expect(img(sitePolicy({}))).toBe("'self' data: blob:");
    expect(img(sitePolicy({ imageOrigins: [SPOTIFY_IMAGE_ORIGIN] }))).toBe(
      "'self' data: blob: https://i.scdn.co",
    );
  });

  it('lets Turnstile’s script and frame in only when it is the CAPTCHA', () => {
    const directive = (policy: string, name: string) => new RegExp(`${name} ([^;]+)`).exec(policy)?.[1];
    expect(directive(sitePolicy({}), 'frame-src')).toBeUndefined();
    expect(directive(sitePolicy({}), 'script-src')).toBe("'self'");
    const withTurnstile = sitePolicy({ widgetOrigins: [TURNSTILE_ORIGIN] });
    expect(directive(withTurnstile, 'frame-src')).toBe(TURNSTILE_ORIGIN);
    expect(directive(withTurnstile, 'script-src')).toBe(`'self' ${TURNSTILE_ORIGIN}`);
  });
});

describeBackends('security headers', (backend) => {
  it('gives the site page a strict policy whose style nonce is the one in the page', async () => {
    const app = await backend.build({ env: { SITE_DIST: builtSite() } });
    const response = await app.inject({ url: '/', headers: page });
    expectSitePolicy(response);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['strict-transport-security']).toBeUndefined();
    // The nonce is the first thing in <head>, before any script that reads it.
    expect(response.body).toMatch(/<head>\s*<meta property="csp-nonce" nonce="[^"]+" \/>\s*<meta charset/);
    expect(response.body).toContain(`<script>${preloadScript}</script>`);
  });

  it("lets the site show Spotify's artist images only when the real Spotify adapter is configured", async () => {
    const app = await backend.build({
      env: {
        SITE_DIST: builtSite(),
        SPOTIFY_CLIENT_ID: 'client-id',
        SPOTIFY_REDIRECT_URI: 'http://127.0.0.1:8080/profile/edit/spotify',
      },
    });
    const response = await app.inject({ url: '/', headers: page });
    expect(directives(response).get('img-src')).toEqual(["'self'", 'data:', 'blob:', SPOTIFY_IMAGE_ORIGIN]);
  });

  it('gives the SPA fallback and /index.html the same policy', async () => {
    const app = await backend.build({ env: { SITE_DIST: builtSite() } });
    for (const url of ['/lists/wlm?page=2', '/mail/inbox', '/profile/12', '/index.html']) {
      const response = await app.inject({ url, headers: page });
      expect(response.body, url).toContain('<div id="root"></div>');
      expectSitePolicy(response);
    }
  });

  it('makes a new nonce for every response', async () => {
    const app = await backend.build({ env: { SITE_DIST: builtSite() } });
    const nonces = new Set<string | undefined>();
    for (const url of ['/', '/', '/lists/wlm', '/lists/wlm', '/index.html']) {
      nonces.add(expectSitePolicy(await app.inject({ url, headers: page })));
    }
    expect(nonces.size).toBe(5);
  });

  it('serves assets with the plain resource policy and the common headers', async () => {
    const app = await backend.build({ env: { SITE_DIST: builtSite() } });
    const asset = await app.inject('/assets/index-1234.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-security-policy']).toBe(resourcePolicy);
    expectCommonHeaders(asset);
  });

  it('puts the headers on API answers, errors included', async () => {
    const app = await backend.build();
    for (const url of ['/healthz', '/api/user/does-not-exist', '/api/openapi.json']) {
      const response = await app.inject(url);
      expect(response.headers['content-security-policy'], url).toBe(resourcePolicy);
      expectCommonHeaders(response);
      expect(response.headers['strict-transport-security'], url).toBeUndefined();
    }
    // Avatars (SVG) keep the stricter policy their route sets for itself.
    const avatar = await app.inject('/api/avatars/member-7.svg');
    expect(avatar.headers['content-security-policy']).toMatch(/^default-src 'none'/);
    expectCommonHeaders(avatar);
    const login = await app.inject({ method: 'POST', url: '/api/user/auth/login', payload: {} });
    expect(login.statusCode).toBeGreaterThanOrEqual(400);
    expectCommonHeaders(login);
  });

  it('sends HSTS (and upgrades insecure requests) only when cookies are Secure', async () => {
    const app = await backend.build({ env: { SITE_DIST: builtSite(), COOKIE_SECURE: 'true' } });
    for (const url of ['/', '/lists/wlm', '/healthz', '/api/user/does-not-exist', '/api/docs']) {
      const response = await app.inject({ url, headers: page });
      expect(response.headers['strict-transport-security'], url).toBe(HSTS);
      expectCommonHeaders(response);
    }
    const html = await app.inject({ url: '/lists/wlm', headers: page });
    expect(directives(html).has('upgrade-insecure-requests')).toBe(true);
  });

  it('gives the API docs a policy Swagger UI works with: its own files, no inline code', async () => {
    const app = await backend.build();
    const docs = await app.inject({ url: '/api/docs', headers: page });
    expect(docs.statusCode).toBe(200);
    expect(docs.body).toContain('swagger-ui-bundle.js');
    const csp = directives(docs);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('style-src')).toEqual(["'self'", cspHash(SWAGGER_UI_LOGO_STYLE)]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:']);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
    expect(String(docs.headers['content-security-policy'])).not.toMatch(/unsafe-|nonce-/);
    expectCommonHeaders(docs);
    // The page itself has no inline script or style for the policy to block (the logo's style comes from the bundle).
    expect(docs.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>\s*\S/);
    expect(docs.body).not.toMatch(/<style|style="/);
    expect(cspHash(SWAGGER_UI_LOGO_STYLE)).toBe("'sha256-RL3ie0nH+Lzz2YNqQN83mnU0J1ot4QL7b99vMdIX99w='");

    const initializer = await app.inject('/api/docs/static/swagger-initializer.js');
    expect(initializer.statusCode).toBe(200);
    expect(initializer.headers['content-security-policy']).toBe(docs.headers['content-security-policy']);
    expect(initializer.body).toContain('validatorUrl');
  });

  it('gives the "site not built" page a nonce for its one style element', async () => {
    const app = await backend.build({ env: { SITE_DIST: join(tmpdir(), 'surely-not-a-built-site') } });
    const response = await app.inject({ url: '/lists/wlm', headers: page });
    expect(response.statusCode).toBe(503);
    const nonce = /<style nonce="([^"]+)">/.exec(response.body)?.[1];
    expect(nonce).toBeTruthy();
    expect(directives(response).get('style-src')).toEqual(["'self'", `'nonce-${nonce}'`]);
    expect(response.body).not.toContain('style="');
  });
});
