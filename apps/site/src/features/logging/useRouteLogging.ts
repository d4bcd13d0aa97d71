// Logs every route change (from, to, query string) through the client's log queue (SPEC point 2). The first page of
// a visit is logged with an empty `from`.
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { logQueue } from '../../lib/client';

export function useRouteLogging(): void {
  const { pathname, search } = useLocation();
  const previous = useRef<{ pathname: string; search: string } | null>(null);

  useEffect(() => {
    const last = previous.current;
    if (last && last.pathname === pathname && last.search === search) return;
    logQueue.logRoute({ from: last?.pathname ?? '', to: pathname, params: search.replace(/^\?/, '') });
    previous.current = { pathname, search };
  }, [pathname, search]);
}
