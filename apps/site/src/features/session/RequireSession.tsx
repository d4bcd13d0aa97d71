// Member pages need a logged-in member: with none, the visitor is sent to the login page, which brings them back.
import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@app/client';
import { ErrorState } from '@app/ui';
import { paths } from '../../config/paths';
import { PageLoading } from '../../components/PageLoading';
import { session } from '../../lib/client';
import { queryKeys } from '../../lib/query-keys';
import { useCurrentProfile } from './api/get-profile';

export function RequireSession({ children }: { children: ReactNode }) {
  const profile = useCurrentProfile();
  const location = useLocation();
  const queryClient = useQueryClient();
  // Logged in again in this tab after a logout (the login page keeps no query cache): the client session stored the
  // member's profile, while the cache still holds the logout's null. The stored profile is this device's truth.
  const loggedInAgain = profile.data === null ? session.currentProfile() : null;
  useEffect(() => {
    if (loggedInAgain) queryClient.setQueryData(queryKeys.session.profile(), loggedInAgain);
  }, [loggedInAgain, queryClient]);
  if (loggedInAgain) return <PageLoading label="Loading your profile" />;
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
