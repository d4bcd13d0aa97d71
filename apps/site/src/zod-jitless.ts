// The server's Content-Security-Policy has no 'unsafe-eval': zod must not probe `new Function` for its JIT (the
// probe's error is caught, but the browser still reports a CSP violation). zod 4 keeps its config in this global
// (what `z.config({ jitless: true })` writes); setting it here spares the entry chunk zod's core (~4 KB gzip, over
// the login page's budget). main.tsx imports this module first, so it runs before any module that builds or parses
// a schema while it loads.
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(zodGlobal.__zod_globalConfig ??= {}).jitless = true;

export {};
