// Starts loading the member list a URL shows (the page its `?cursor=` asks for) before the list page has rendered,
// so the request runs in parallel with the profile and permission checks instead of after them. It only fills the
// cache: the list is still shown only once the route guard has the server's permissions. When the cached
// permissions already lock the list, nothing is fetched (the guard will send the member to the paywall).
import type { Permissions } from '@app/contract';
import type { PrefetchPageData } from '../../config/page-data';
import { canOpenRoute } from '@app/client';
import { queryKeys } from '../../lib/query-keys';
import { listQueryOptions } from './api/get-list';
import { pagingAt } from './cursor-paging';
import { listRouteAt } from './list-kinds';

export const prefetchListAt: PrefetchPageData = (queryClient, pathname, search) => {
  const list = listRouteAt(pathname);
  if (!list) return;
  const permissions = queryClient.getQueryData<Permissions>(queryKeys.permissions.current());
  if (permissions && !canOpenRoute(permissions, list.route)) return;
  void queryClient.prefetchQuery(listQueryOptions(list.kind, pagingAt(new URLSearchParams(search)).cursor));
};
