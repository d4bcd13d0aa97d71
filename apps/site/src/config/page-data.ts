import type { QueryClient } from '@tanstack/react-query';

/**
 * What a page module may export besides its component: starts loading the page's data into the cache. The member
 * layout calls it as soon as it mounts (`prefetchPageData` in built-pages), so the page's request runs in parallel
 * with the session and permission checks instead of after them. It must not show anything: the page still guards
 * itself.
 */
export type PrefetchPageData = (queryClient: QueryClient, pathname: string, search: string) => void;
