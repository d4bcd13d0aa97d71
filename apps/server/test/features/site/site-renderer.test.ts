// Server rendering as the site routes use it, with a stand-in renderer file where the site's build puts the real one:
// its page goes into index.html (head part with the nonce, HTML in #root, the state beside it), its redirect is an
// HTTP redirect, a fallback (or no renderer) serves index.html, and its API calls reach this app in-process with the
// page request's cookies.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { pageWithRender } from '../../../src/features/site/site-renderer.ts';
import { cspHash, styleAttributeHashes } from '../../../src/plugins/external/security-headers.ts';
import { describeBackends, loginAs, testTempDir } from '../../helper.ts';

const indexHtml = `<!doctype html>
<html lang="en">
  <head>
    <title>Spark</title>
  </head>
  <body><div id="root"></div><script type="module" src="/assets/index-1.js"></script></body>
</html>`;

/**
 * A built site with a renderer: `/lists/*` renders the profile the API gives for the request's cookies (or redirects
 * to login on a 401, as RequireSession does); `/broken` falls back; anything else renders a fixed page. Removed after
 * the test.
 */
function builtSiteWithRenderer(): string {
  const root = testTempDir('app-server-ssr-');
  const dist = join(root, 'dist');
  mkdirSync(dist);
  mkdirSync(join(root, 'dist-server'));
  writeFileSync(join(dist, 'index.html'), indexHtml);
  writeFileSync(
    join(root, 'dist-server', 'entry-server.js'),
    `export async function render({ url, fetch }) {
  if (url === '/broken') return { kind: 'fallback', reason: 'broken on purpose' };
  if (url.startsWith('/lists/')) {
    const response = await fetch('/api/user/profile', { method: 'GET' });
    if (response.status === 401) return { kind: 'redirect', location: '/login?redirectTo=' + encodeURIComponent(url) };
    const profile = await response.json();
    return {
      kind: 'page',
      head: '<style data-styled="active">.a{color:red}</style>',
      html: '<h1 style="width:40%">' + profile.data.email + '</h1>',
      state: JSON.stringify({ queries: [] }),
      passes: 2,
    };
  }
  let refused = '';
  try {
    await fetch('/api/user/auth/logout', { method: 'POST' });
  } catch (error) {
    refused = String(error.message);
  }
  return { kind: 'page', head: '', html: '<p>' + refused + '</p>', state: '{}', passes: 1 };
}
`,
  );
  return dist;
}

const page = { accept: 'text/html' };
const policy = (response: LightMyRequestResponse) => String(response.headers['content-security-policy']);

describe('pageWithRender', () => {
  it('puts the head part (styles with the nonce), the HTML and the state where they belong', () => {
    const html = pageWithRender(
      indexHtml,
      {
        head: '<link rel="preload" as="image" href="/a.svg"/><style data-styled="active">x{}</style>',
        html: '<h1>Hi</h1>',
        state: '{"a":1}',
      },
      'n0nce',
    );
    expect(html).toContain(
      '<link rel="preload" as="image" href="/a.svg"/><style nonce="n0nce" data-styled="active">x{}</style></head>',
    );
    expect(html).toContain(
      '<div id="root"><h1>Hi</h1></div><script type="application/json" id="ssr-state">{"a":1}</script>',
    );
  });

  it('makes #root inert for a page with a form, until the browser has hydrated it', () => {
    const html = pageWithRender(
      indexHtml,
      { head: '', html: '<form></form>', state: '{}', inert: true },
      'n',
    );
    expect(html).toContain('<div id="root" inert><form></form></div>');
  });

  it('leaves a page without an empty #root to the shell', () => {
    expect(
      pageWithRender('<html><head></head><body></body></html>', { head: '', html: '', state: '' }, 'n'),
    ).toBe(undefined);
  });
});

describe('styleAttributeHashes', () => {
  it('hashes each distinct style attribute value as the browser reads it', () => {
    const html =
      '<p style="width:40%"></p><p style="width:40%"></p><i style="font-family:&quot;A&quot;"></i>';
    expect(styleAttributeHashes(html)).toEqual([cspHash('width:40%'), cspHash('font-family:"A"')]);
  });
});

describeBackends('server-rendered pages', (backend) => {
  it('renders a member page with the API answered in-process for the request cookies', async () => {
    const app = await backend.build({ env: { SITE_DIST: builtSiteWithRenderer() } });
    const member = await backend.createMember({ email: 'rendered@example.test' });
    const client = await loginAs(app, member.email);

    const response = await client.get('/lists/wlm', { headers: page });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"><h1 style="width:40%">rendered@example.test</h1></div>');
    expect(response.body).toContain('<script type="application/json" id="ssr-state">{"queries":[]}</script>');
    const nonce = /<meta property="csp-nonce" nonce="([^"]+)"/.exec(response.body)?.[1];
    expect(response.body).toContain(`<style nonce="${nonce}" data-styled="active">`);
    expect(policy(response)).toContain(`style-src 'self' 'nonce-${nonce}'`);
    expect(policy(response)).toContain(`style-src-attr 'unsafe-hashes' ${cspHash('width:40%')}`);
    expect(response.headers['cache-control']).toBe('private, no-cache');
  });

  it('answers a redirect the page asks for (signed out: to login) as an HTTP redirect', async () => {
    const app = await backend.build({ env: { SITE_DIST: builtSiteWithRenderer() } });
    const response = await app.inject({ url: '/lists/wlm?cursor=x', headers: page });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/login?redirectTo=%2Flists%2Fwlm%3Fcursor%3Dx');
  });

  it('serves the shell when the renderer falls back, and for HEAD requests', async () => {
    const app = await backend.build({ env: { SITE_DIST: builtSiteWithRenderer() } });
    const broken = await app.inject({ url: '/broken', headers: page });
    expect(broken.statusCode).toBe(200);
    expect(broken.body).toContain('<div id="root"></div>');
    expect(broken.body).not.toContain('ssr-state');
    const head = await app.inject({ method: 'HEAD', url: '/lists/wlm', headers: page });
    expect(head.statusCode).toBe(200);
  });

  it('lets a render only read the API', async () => {
    const app = await backend.build({ env: { SITE_DIST: builtSiteWithRenderer() } });
    const response = await app.inject({ url: '/', headers: page });
    expect(response.body).toContain(
      "The server renderer only reads this app's API (POST /api/user/auth/logout)",
    );
  });
});
