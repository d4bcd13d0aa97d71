// The MSW server a page test answers from: recordings of the real server (`recorded(...)` from @app/mocks) and the
// test's own generic handlers. Any request no handler answers fails the test; each test starts with no handlers of
// the last one, an empty local storage and every replay back at its scenario's first step.
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { resetReplays } from '@app/mocks';

export function pageTestServer(): ReturnType<typeof setupServer> {
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  beforeEach(() => {
    localStorage.clear();
    resetReplays();
  });
  return server;
}
