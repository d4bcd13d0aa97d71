// React Query defaults, in one place. Session data is kept fresh by the client's pollers (permissions every 5 min,
// counters every 30 s), so queries do not refetch on focus; a failed load retries once, then the page offers a retry.
import { QueryClient } from '@tanstack/react-query';
import type { DefaultOptions } from '@tanstack/react-query';
import { ApiError } from '@app/client';

/** Client errors (4xx) will not change on retry; network and server failures may. */
const retry = (failureCount: number, error: unknown) =>
  !(error instanceof ApiError && error.status < 500) && failureCount < 1;

export const queryDefaults: DefaultOptions = {
  queries: { staleTime: 60_000, gcTime: 5 * 60_000, retry, refetchOnWindowFocus: false },
  mutations: { retry: false },
};

export const createQueryClient = () => new QueryClient({ defaultOptions: queryDefaults });
