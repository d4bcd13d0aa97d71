// Test helpers for the site's component tests: a fresh QueryClient (no retries), a MemoryRouter and no toast left
// waiting from an earlier test.
import type { ReactElement } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { subscribeToasts } from '../lib/toasts';

export function renderAt(path: string, ui: ReactElement, queryClient = createTestQueryClient()) {
  // Toasts shown while no toast stack listened wait for the next one; files share their worker's modules, so
  // without this a toast an earlier test left (one that rendered no stack) would appear in this one.
  subscribeToasts(() => undefined)();
  return {
    queryClient,
    ...render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </QueryClientProvider>,
    ),
  };
}

export const createTestQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
