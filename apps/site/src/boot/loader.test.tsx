// The inline loader in a DOM (happy-dom), with the browser's timing APIs it waits on replaced by controllable ones.
// What the loader adds to the head and body lands in detached elements, so the browser never fetches the scripts: the
// test fires their load and error events itself.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LoaderManifest } from './loader';
import { matchesPath, routeFiles, startLoader } from './loader';

const manifest: LoaderManifest = {
  steps: ['/assets/react.js', '/assets/framework.js', '/assets/index.js'],
  preload: ['/assets/runtime.js'],
  routes: [
    ['/', ['/assets/LandingPage.js']],
    ['/lists/*', ['/assets/member.js', '/assets/discovery-pages.js']],
    ['*', ['/assets/member.js']],
  ],
  lockMs: 10_000,
};

let head = document.createElement('div');
let body = document.createElement('div');
const page = {
  getElementById: (id: string) => document.getElementById(id),
  createElement: (tag: string) => document.createElement(tag),
  addEventListener: () => {},
  get visibilityState() {
    return document.visibilityState;
  },
  get head() {
    return head;
  },
  get body() {
    return body;
  },
};

/** A window whose paint observer, timers and path the test controls. */
function fakeWindow(pathname: string, options: { paintTiming?: boolean } = {}) {
  let paint: ((list: { getEntriesByName: (name: string) => unknown[] }) => void) | undefined;
  const win = {
    document: page,
    location: { pathname },
    MessageChannel,
    setTimeout: (fn: () => void, ms?: number) => window.setTimeout(fn, ms),
    requestAnimationFrame: (fn: FrameRequestCallback) => window.setTimeout(() => fn(0), 0),
    PerformanceObserver: class {
      constructor(callback: typeof paint) {
        if (options.paintTiming === false) throw new TypeError('no paint timing');
        paint = callback;
      }
      observe() {}
    },
  };
  const firstContentfulPaint = () =>
    paint?.({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) });
  return { win: win as unknown as Window & typeof globalThis, firstContentfulPaint };
}

const preloads = () =>
  [...head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute('href'),
  );
const scripts = () =>
  [...body.querySelectorAll<HTMLScriptElement>('script[type="module"]')].map((script) =>
    script.getAttribute('src'),
  );
const serverPage = () => {
  document.body.innerHTML =
    '<div id="root"><main>Rendered</main></div><script type="application/json" id="ssr-state">{}</script>';
};

afterEach(() => {
  head = document.createElement('div');
  body = document.createElement('div');
  document.body.innerHTML = '';
  vi.useRealTimers();
});

describe('matchesPath', () => {
  it('matches a path exactly, a pattern ending in /* below its folder, and * anywhere', () => {
    expect(matchesPath('/inbox', '/inbox')).toBe(true);
    expect(matchesPath('/inbox', '/inbox/7')).toBe(false);
    expect(matchesPath('/lists/*', '/lists/wlm')).toBe(true);
    expect(matchesPath('/lists/*', '/lists')).toBe(false);
    expect(matchesPath('/lists/*', '/listsx')).toBe(false);
    expect(matchesPath('*', '/anything')).toBe(true);
  });

  it('takes the first route that matches', () => {
    expect(routeFiles(manifest, '/')).toEqual(['/assets/LandingPage.js']);
    expect(routeFiles(manifest, '/lists/wlm')).toEqual(['/assets/member.js', '/assets/discovery-pages.js']);
    expect(routeFiles(manifest, '/inbox')).toEqual(['/assets/member.js']);
  });
});

describe('startLoader', () => {
  it('starts a page the browser renders at once: preloads, then each step when the one before has run', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    const { win } = fakeWindow('/lists/wlm');
    startLoader(manifest, win);

    expect(scripts()).toEqual(['/assets/react.js']);
    expect(preloads()).toEqual(['/assets/runtime.js', '/assets/framework.js', '/assets/index.js']);
    body.querySelector('script')?.dispatchEvent(new Event('load'));
    expect(scripts()).toEqual(['/assets/react.js', '/assets/framework.js']);
    body.querySelectorAll('script')[1]?.dispatchEvent(new Event('load'));
    expect(scripts()).toEqual(manifest.steps);

    // The route's chunks follow, one a task.
    await vi.waitFor(() => expect(preloads()).toContain('/assets/discovery-pages.js'));
    expect(preloads().slice(3)).toEqual(['/assets/member.js', '/assets/discovery-pages.js']);
  });

  it('holds a server-rendered page still and starts nothing before its first contentful paint', () => {
    vi.useFakeTimers();
    serverPage();
    const { win, firstContentfulPaint } = fakeWindow('/');
    startLoader(manifest, win);

    const root = document.getElementById('root');
    expect(root?.style.pointerEvents).toBe('none');
    expect(scripts()).toEqual([]);
    firstContentfulPaint();
    vi.advanceTimersByTime(0);
    expect(scripts()).toEqual(['/assets/react.js']);
    // Once only, whatever else reports.
    firstContentfulPaint();
    vi.advanceTimersByTime(5000);
    expect(scripts()).toEqual(['/assets/react.js']);
  });

  it('lets a server page go when its code fails to load, or after lockMs when it never hydrates', () => {
    vi.useFakeTimers();
    serverPage();
    const { win, firstContentfulPaint } = fakeWindow('/');
    startLoader(manifest, win);
    firstContentfulPaint();
    vi.advanceTimersByTime(0);
    body.querySelector('script')?.dispatchEvent(new Event('error'));
    expect(document.getElementById('root')?.style.pointerEvents).toBe('');

    head = document.createElement('div');
    body = document.createElement('div');
    serverPage();
    startLoader(manifest, fakeWindow('/').win);
    expect(document.getElementById('root')?.style.pointerEvents).toBe('none');
    vi.advanceTimersByTime(manifest.lockMs);
    expect(document.getElementById('root')?.style.pointerEvents).toBe('');
  });

  it('starts a server page without paint timing on its first frame, and without any paint after 3 s', () => {
    vi.useFakeTimers();
    serverPage();
    startLoader(manifest, fakeWindow('/', { paintTiming: false }).win);
    expect(scripts()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(scripts()).toEqual(['/assets/react.js']);

    head = document.createElement('div');
    body = document.createElement('div');
    serverPage();
    startLoader(manifest, fakeWindow('/').win);
    vi.advanceTimersByTime(2999);
    expect(scripts()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(scripts()).toEqual(['/assets/react.js']);
  });

  it('starts a server page in a hidden tab at once (a hidden tab paints nothing)', () => {
    serverPage();
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    try {
      startLoader(manifest, fakeWindow('/').win);
      expect(scripts()).toEqual(['/assets/react.js']);
    } finally {
      visibility.mockRestore();
    }
  });
});
