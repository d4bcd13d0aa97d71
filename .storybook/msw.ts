// The MSW worker Storybook runs every story over. A request to /api that no handler answers is an error: it fails
// with a network error, is logged with console.error, and is recorded so the QA run (test-runner.ts) fails the story.
import { setupWorker } from 'msw/browser';
import { LAST_API_ACTIVITY, UNMOCKED_API_REQUESTS } from './window-keys';

type QaRecord = { [UNMOCKED_API_REQUESTS]?: string[]; [LAST_API_ACTIVITY]?: number };
const record = globalThis as QaRecord;

export function resetUnmockedApiRequests(): void {
  record[UNMOCKED_API_REQUESTS] = [];
}

const isApiPath = (pathname: string) => pathname === '/api' || pathname.startsWith('/api/');
const markApiActivity = ({ request }: { request: Request }) => {
  if (isApiPath(new URL(request.url).pathname)) record[LAST_API_ACTIVITY] = performance.now();
};

export async function startMockWorker() {
  const worker = setupWorker();
  await worker.start({
    quiet: true,
    // MSW's worker behind a filter that lets the page's own assets bypass it (public/mock-api-worker.js). Relative, so a
    // Storybook served under a sub-path still finds it.
    serviceWorker: { url: 'mock-api-worker.js' },
    onUnhandledRequest(request, print) {
      const url = new URL(request.url);
      if (isApiPath(url.pathname)) {
        (record[UNMOCKED_API_REQUESTS] ??= []).push(`${request.method} ${url.pathname}${url.search}`);
        print.error();
      } else if (url.origin !== location.origin) {
        // Stories load nothing from the internet (screenshots must not depend on the network).
        print.warning();
      }
      // Same-origin static assets (bundles, fonts, images) pass through silently.
    },
  });
  worker.events.on('request:start', markApiActivity);
  worker.events.on('response:mocked', markApiActivity);
  return worker;
}
