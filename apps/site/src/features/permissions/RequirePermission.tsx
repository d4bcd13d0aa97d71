// Route guard from the permission flags (SPEC point 5): a member whose permissions do not flag this route is sent to
// home/paywall with the headline of that feature (and this page to come back to). The decision (canOpenRoute) and the route→headline table live in
// @app/client.
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { canOpenRoute, memberRoute } from '@app/client';
import { ErrorState } from '@app/ui';
import { paths } from '../../config/paths';
import { PageLoading } from '../../components/PageLoading';
import { usePermissions } from './api/get-permissions';

export interface RequirePermissionProps {
  /** Route name in @app/client's route table, e.g. 'lists/blocklist'. */
  route: string;
  children: ReactNode;
}

export function RequirePermission({ route, children }: RequirePermissionProps) {
  const permissions = usePermissions();
  const location = useLocation();

  if (permissions.data) {
    if (canOpenRoute(permissions.data, route)) return children;
    // The member comes back here after paying.
    const from = `${location.pathname}${location.search}`;
    return <Navigate to={paths.paywall.href(memberRoute(route)?.paywall ?? undefined, from)} replace />;
  }
  if (permissions.isError) {
    return (
      <ErrorState
        message="We couldn't check what your membership includes."
        onRetry={() => permissions.refetch()}
      />
    );
  }
  return <PageLoading label="Checking your membership" />;
}
