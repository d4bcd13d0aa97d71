// React Query defaults, in one place. Session data is kept fresh by the client's pollers (permissions every 5 min,
// counters every 30 s), so queries do not refetch on focus; a failed load retries once, then the page offers a retry.
// The data layer loads with the member area (QueryProvider), not with the landing or login page.
import { QueryClient } from '@tanstack/react-query';
import type { DefaultOptions } from '@tanstack/react-query';

// For main.tsx, which loads this module to give the site's QueryClient a server page's queries.
export { hydrate } from '@tanstack/react-query';

/** The HTTP status of a failed call (the client's ApiError carries one; network errors do not). */
const statusOf = (error: unknown) =>
  typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number'
    ? error.status
    : undefined;

/** Client errors (4xx) will not change on retry; network and server failures may, once. */
const retry = (failureCount: number, error: unknown) => (statusOf(error) ?? 500) >= 500 && failureCount < 1;

export const queryDefaults: DefaultOptions = {
  queries: { staleTime: 60_000, gcTime: 5 * 60_000, retry, refetchOnWindowFocus: false },
  mutations: { retry: false },
};

export const createQueryClient = () => new QueryClient({ defaultOptions: queryDefaults });

/** The site's one QueryClient (Storybook gives each story its own instead: see QueryProvider). */
export const siteQueryClient = createQueryClient();
