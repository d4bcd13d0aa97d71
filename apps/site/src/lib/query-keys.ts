// The query-key factory: every react-query key of the site, built here so invalidation and the pollers' cache
// writes use exactly the keys the hooks read.
import type { QueryOf } from '@app/contract';
import type { microPlan, webProducts } from '@app/contract';

export const queryKeys = {
  session: {
    all: ['session'] as const,
    profile: () => [...queryKeys.session.all, 'profile'] as const,
  },
  permissions: {
    all: ['permissions'] as const,
    current: () => [...queryKeys.permissions.all, 'current'] as const,
  },
  counters: {
    all: ['counters'] as const,
    current: () => [...queryKeys.counters.all, 'current'] as const,
  },
  billing: {
    all: ['billing'] as const,
    webProducts: (query: QueryOf<typeof webProducts>) =>
      [...queryKeys.billing.all, 'webproducts', query] as const,
    microPlan: (query: QueryOf<typeof microPlan>) => [...queryKeys.billing.all, 'microplan', query] as const,
  },
};
