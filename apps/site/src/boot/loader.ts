// The inline loader: the one script of index.html (built from inline.ts and written into the page by the build,
// vite-plugin.ts), which starts the site's JavaScript. It runs in the page before any module, so it imports nothing
// but types and stays small: every byte of it is in every page's HTML.

/** What the build tells the loader about this build's files (manifest.ts). */
export interface LoaderManifest {
  /** Scripts run one after the other, each in a task of its own: the shared chunks, then the entry. */
  steps: string[];
  /** The entry's other imports, preloaded at once. */
  preload: string[];
  /** Per path pattern (first match wins; see `matchesPath`), the chunks that path's page loads on its way to paint. */
  routes: Array<[pattern: string, files: string[]]>;
  /** How long a server page may stay unclickable should its code never hydrate it. */
  lockMs: number;
}

/**
 * `/inbox` matches that path only; `/lists/*` any path below `/lists/`; `*` every path. Patterns, not regular
 * expressions: the table is written from the site's route table (route-preloads.ts).
 */
export function matchesPath(pattern: string, pathname: string): boolean {
  if (pattern === '*') return true;
  if (pattern.endsWith('/*')) return pathname.startsWith(pattern.slice(0, -1));
  return pathname === pattern;
}

/** The chunks to preload for `pathname`: the first pattern that matches. */
export function routeFiles(manifest: LoaderManifest, pathname: string): string[] {
  return manifest.routes.find(([pattern]) => matchesPath(pattern, pathname))?.[1] ?? [];
}

/**
 * Starts the page's code. On a page the server rendered (`#ssr-state`) it waits for the first contentful paint, so the
 * HTML, its styles, font and first photo have a slow connection to themselves, and keeps #root from pointer input
 * meanwhile (main.tsx lifts that once the page has hydrated; here it is lifted should the code fail or never come).
 * Any other page (the SPA fallback) shows nothing before its code: it starts at once.
 */
export function startLoader(manifest: LoaderManifest, win: Window & typeof globalThis = window): void {
  const doc = win.document;
  const root = doc.getElementById('root');
  const free = () => root?.style.removeProperty('pointer-events');
  const preload = (href: string) => {
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    doc.head.append(link);
  };
  // Each step a script added when the one before has run: the browser evaluates each in a task of its own (scripts
  // ready together can share one), so a tap waits behind one step, not React, the framework and the app together.
  const run = (index: number) => {
    const script = doc.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = manifest.steps[index] ?? '';
    script.onerror = free;
    if (index + 1 < manifest.steps.length) script.onload = () => run(index + 1);
    doc.body.append(script);
  };
  const go = () => {
    manifest.preload.forEach(preload);
    manifest.steps.slice(1).forEach(preload);
    run(0);
    // The route's chunks one a task (a message, which no browser delays as it does nested timers): each request
    // costs a slow phone's main thread a few ms, and a page's 13-23 of them in one task held input for 120-250 ms.
    const queue = [...routeFiles(manifest, win.location.pathname)];
    const channel = new win.MessageChannel();
    channel.port1.onmessage = () => {
      const href = queue.shift();
      if (href === undefined) return channel.port1.close();
      preload(href);
      channel.port2.postMessage(0);
    };
    channel.port2.postMessage(0);
  };
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    go();
  };
  if (!doc.getElementById('ssr-state')) return once();

  if (root) {
    root.style.pointerEvents = 'none';
    win.setTimeout(free, manifest.lockMs);
  }
  // A hidden tab paints nothing: it starts at once, or when it is hidden before it painted.
  const whenHidden = () => {
    if (doc.visibilityState === 'hidden') once();
  };
  whenHidden();
  doc.addEventListener('visibilitychange', whenHidden);
  // After the first contentful paint (a first frame can be empty while its text waits for the font); a browser
  // without paint timing takes the first frame; the timer is a last resort should no paint ever be reported.
  try {
    new win.PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length) win.setTimeout(once, 0);
    }).observe({ type: 'paint', buffered: true });
  } catch {
    win.requestAnimationFrame(() => win.setTimeout(once, 0));
  }
  win.setTimeout(once, 3000);
}
