// Security headers on every response: a Content-Security-Policy, HSTS (only when cookies are Secure, i.e. behind
// HTTPS), Permissions-Policy, X-Content-Type-Options, Referrer-Policy and X-Frame-Options. A small onSend hook rather
// than @fastify/helmet: the site's policy depends on what the handler sent (this response's style nonce, the hashes
// of the page's inline scripts), which helmet fixes in onRequest, before the handler runs; helmet's nonces also add a
// script nonce we do not want (scripts are 'self' plus hashes only) and it has no Permissions-Policy. See README
// "Security headers".
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyReply {
    /**
     * This response's CSP nonce for `<style>` elements (styled-components injects its styles at run time): created
     * on first use, then listed in the policy's style-src. The page hands it to the browser in
     * `<meta property="csp-nonce" nonce="…">`, which styled-components and Vite's preload helper read, and the site
     * hands to get-nonce for the style of Radix Dialog's scroll lock (apps/site/src/main.tsx).
     */
    cspNonce(): string;
    /** Allows inline scripts of this page by their CSP hash sources (`'sha256-…'`, see inlineScriptHashes). */
    allowInlineScripts(hashes: readonly string[]): void;
    /**
     * Allows the `style="…"` attributes of a server-rendered page by their hash sources (see styleAttributeHashes):
     * in the browser React sets styles through the DOM, which CSP does not restrict, but in server HTML they are
     * attributes, which style-src blocks without 'unsafe-hashes' and their hashes.
     */
    allowStyleAttributes(hashes: readonly string[]): void;
  }
}

export type CspDirectives = Record<string, readonly string[]>;

/** Serializes directives into a header value (`name value value; …`; a directive without values is a bare name). */
export function serializeCsp(directives: CspDirectives): string {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}

/** What every page of ours may never do, whatever else it allows. */
const lockedDown: CspDirectives = {
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'frame-ancestors': ["'none'"],
  'form-action': ["'self'"],
};

/** Spotify's image CDN (artist pictures of the Web API's answers). */
export const SPOTIFY_IMAGE_ORIGIN = 'https://i.scdn.co';
/** Facebook's and Instagram's photo CDNs (album covers and thumbnails of the Graph API import adapters). */
export const FACEBOOK_IMAGE_ORIGIN = 'https://*.fbcdn.net';
export const INSTAGRAM_IMAGE_ORIGIN = 'https://*.cdninstagram.com';
/** Cloudflare Turnstile: its script, and the frame its widget draws in (when it is the CAPTCHA). */
export const TURNSTILE_ORIGIN = 'https://challenges.cloudflare.com';

/**
 * The site's policy: its own scripts (plus the hashed inline ones), its own stylesheets plus the `<style>` elements
 * that carry this response's nonce, images from the server or as data:/blob: URLs (DiceBear avatars, the checkbox
 * tick, local previews) and any third-party image origins a configured adapter serves (Spotify's artist images),
 * fonts and API calls to this origin only.
 */
export function sitePolicy(options: {
  styleNonce?: string;
  scriptHashes?: readonly string[];
  styleAttributeHashes?: readonly string[];
  upgradeInsecureRequests?: boolean;
  imageOrigins?: readonly string[];
  /** A third-party widget's origin (Turnstile's): its script loads and its frame shows from there. */
  widgetOrigins?: readonly string[];
}): string {
  const widgets = options.widgetOrigins ?? [];
  return serializeCsp({
    'default-src': ["'self'"],
    'script-src': ["'self'", ...(options.scriptHashes ?? []), ...widgets],
    'style-src': ["'self'", ...(options.styleNonce ? [`'nonce-${options.styleNonce}'`] : [])],
    ...(options.styleAttributeHashes?.length
      ? { 'style-src-attr': ["'unsafe-hashes'", ...options.styleAttributeHashes] }
      : {}),
    'img-src': ["'self'", 'data:', 'blob:', ...(options.imageOrigins ?? [])],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'manifest-src': ["'self'"],
    ...(widgets.length ? { 'frame-src': widgets } : {}),
    ...lockedDown,
    ...(options.upgradeInsecureRequests ? { 'upgrade-insecure-requests': [] } : {}),
  });
}

/** A CSP hash source for an inline script's or style element's text. */
export function cspHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * The one `<style>` element Swagger UI renders: inside the SVG logo of its top bar. Allowed by hash (not with
 * 'unsafe-inline'); a Swagger UI update that changes it shows up as a violation in tests/e2e/csp.spec.ts.
 */
export const SWAGGER_UI_LOGO_STYLE = '.logo_small_svg__cls-2{fill:#fff}.logo_small_svg__cls-3{fill:#85ea2d}';

/**
 * The API docs page (Swagger UI from @fastify/swagger-ui): its bundle, stylesheets and initializer are files of its
 * own under /api/docs/static, it fetches the document from this origin and draws icons as data: images. It runs no
 * inline script; its only inline style is the logo's (hashed), so it needs no nonce and no 'unsafe-inline'.
 */
export function docsPolicy(options: { upgradeInsecureRequests?: boolean } = {}): string {
  return serializeCsp({
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", cspHash(SWAGGER_UI_LOGO_STYLE)],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    ...lockedDown,
    ...(options.upgradeInsecureRequests ? { 'upgrade-insecure-requests': [] } : {}),
  });
}

/** Anything that is not a page (JSON, SVG avatars, files): nothing may run or load if it is opened as a document. */
export const resourcePolicy = serializeCsp({
  'default-src': ["'none'"],
  'frame-ancestors': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
});

/** The CSP hash sources of a page's inline scripts (`<script>` without src), e.g. the route preload snippet. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script\s*>/gi)) {
    const body = match[1] ?? '';
    if (body.trim() !== '') hashes.push(cspHash(body));
  }
  return hashes;
}

/** The CSP hash sources of a page's distinct `style="…"` attribute values (React writes them HTML-escaped). */
export function styleAttributeHashes(html: string): string[] {
  const unescape = (value: string) =>
    value
      .replace(/&quot;/g, '"')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  const values = new Set([...html.matchAll(/\sstyle="([^"]*)"/g)].map((match) => unescape(match[1] ?? '')));
  return [...values].map(cspHash);
}

/**
 * Browser features the site never uses: off for the site and anything it embeds; and those it uses itself (passkey
 * sign-in) but never lends to an embedded frame. Only features Chromium knows: an unknown one (e.g. bluetooth) logs a
 * console warning on every page.
 */
const FEATURES_OFF = [
  'accelerometer',
  'autoplay',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
];
const FEATURES_SELF_ONLY = ['publickey-credentials-get'];
export const PERMISSIONS_POLICY = [
  ...FEATURES_OFF.map((feature) => `${feature}=()`),
  ...FEATURES_SELF_ONLY.map((feature) => `${feature}=(self)`),
].join(', ');

/** One year; no includeSubDomains/preload: the app cannot know what else runs on sibling hosts. */
export const HSTS = 'max-age=31536000';

interface PagePolicy {
  nonce?: string;
  scriptHashes?: readonly string[];
  styleAttributeHashes?: readonly string[];
}

const pagePolicies = new WeakMap<FastifyReply, PagePolicy>();

function policyOf(reply: FastifyReply): PagePolicy {
  let policy = pagePolicies.get(reply);
  if (!policy) {
    policy = {};
    pagePolicies.set(reply, policy);
  }
  return policy;
}

export default fp(
  async (app) => {
    const secure = app.config.cookieSecure;
    /** Where the real Spotify and photo import adapters' images live; the sandboxes have none. */
    const imageOrigins = [
      ...new Set([
        ...(app.config.spotify ? [SPOTIFY_IMAGE_ORIGIN] : []),
        ...(app.config.photoImport.facebook.kind === 'graph' ? [FACEBOOK_IMAGE_ORIGIN] : []),
        // Instagram serves media from its own CDN and, for some, from Facebook's.
        ...(app.config.photoImport.instagram.kind === 'graph'
          ? [INSTAGRAM_IMAGE_ORIGIN, FACEBOOK_IMAGE_ORIGIN]
          : []),
      ]),
    ];

    app.decorateReply('cspNonce', function (this: FastifyReply) {
      const policy = policyOf(this);
      policy.nonce ??= randomBytes(18).toString('base64');
      return policy.nonce;
    });
    app.decorateReply('allowInlineScripts', function (this: FastifyReply, hashes: readonly string[]) {
      policyOf(this).scriptHashes = hashes;
    });
    app.decorateReply('allowStyleAttributes', function (this: FastifyReply, hashes: readonly string[]) {
      policyOf(this).styleAttributeHashes = hashes;
    });

    app.addHook('onSend', async (_request, reply, payload) => {
      reply.header('x-content-type-options', 'nosniff');
      reply.header('referrer-policy', 'same-origin');
      reply.header('x-frame-options', 'DENY');
      reply.header('permissions-policy', PERMISSIONS_POLICY);
      if (secure) reply.header('strict-transport-security', HSTS);
      // A route with a policy of its own (the API docs) keeps it.
      if (!reply.hasHeader('content-security-policy')) {
        const type = String(reply.getHeader('content-type') ?? '');
        const page = pagePolicies.get(reply);
        reply.header(
          'content-security-policy',
          type.startsWith('text/html')
            ? sitePolicy({
                ...(page?.nonce ? { styleNonce: page.nonce } : {}),
                ...(page?.scriptHashes ? { scriptHashes: page.scriptHashes } : {}),
                ...(page?.styleAttributeHashes ? { styleAttributeHashes: page.styleAttributeHashes } : {}),
                upgradeInsecureRequests: secure,
                imageOrigins,
                widgetOrigins: app.config.captcha.kind === 'turnstile' ? [TURNSTILE_ORIGIN] : [],
              })
            : resourcePolicy,
        );
      }
      return payload;
    });
  },
  { name: 'security-headers', dependencies: ['config'] },
);
