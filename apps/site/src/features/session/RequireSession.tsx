// Member pages need a logged-in member: with none, the visitor is sent to the login page, which brings them back.
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { ApiError } from '@app/client';
import { ErrorState } from '@app/ui';
import { paths } from '../../config/paths';
import { PageLoading } from '../../components/PageLoading';
import { useCurrentProfile } from './api/get-profile';

export function RequireSession({ children }: { children: ReactNode }) {
  const profile = useCurrentProfile();
  const location = useLocation();
  const loggedOut =
    profile.data === null || (profile.error instanceof ApiError && profile.error.status === 401);

  if (loggedOut) {
    const redirectTo = profile.data === null ? undefined : `${location.pathname}${location.search}`;
    return <Navigate to={paths.login.href(redirectTo)} replace />;
  }
  if (profile.data) return children;
  if (profile.isError) {
    return <ErrorState message="We couldn't load your profile." onRetry={() => profile.refetch()} />;
  }
  return <PageLoading label="Loading your profile" />;
}
