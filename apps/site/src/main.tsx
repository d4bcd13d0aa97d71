import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/App';

// The server's Content-Security-Policy has no 'unsafe-eval': zod must not probe `new Function` for its JIT (the
// probe's error is caught, but the browser still reports a CSP violation). zod 4 keeps its config in this global
// (what `z.config({ jitless: true })` writes); setting it here spares the entry chunk zod's core (~4 KB gzip, over
// the login page's budget). Set before any schema parses: zod is first used after the first render.
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(zodGlobal.__zod_globalConfig ??= {}).jitless = true;

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>,
);
