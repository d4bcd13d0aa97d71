// Logs every route change (from, to, query string) through the client's log queue (SPEC point 2). The first page of
// a visit is logged with an empty `from`. The client core is imported on first use, so the landing and login pages
// do not wait for it; entries keep their order (one import promise, callbacks run in registration order).
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import type { RouteChange } from '@app/client';

const loadClient = () => import('../../lib/client');

export function logRouteChange(change: RouteChange): void {
  void loadClient().then(({ logQueue }) => logQueue.logRoute(change));
}

export function useRouteLogging(): void {
  const { pathname, search } = useLocation();
  const previous = useRef<{ pathname: string; search: string } | null>(null);

  useEffect(() => {
    const last = previous.current;
    if (last && last.pathname === pathname && last.search === search) return;
    logRouteChange({ from: last?.pathname ?? '', to: pathname, params: search.replace(/^\?/, '') });
    previous.current = { pathname, search };
  }, [pathname, search]);
}
