// GET /api/user/profile. The stored profile (localStorage, written by the client's session) is the starting data,
// so a reload shows the member at once; `null` in the cache means "logged out".
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CurrentProfile } from '@app/contract';
import { session } from '../../../lib/client';
import { queryKeys } from '../../../lib/query-keys';

export const getCurrentProfile = (): Promise<CurrentProfile> => session.refreshProfile();

export const currentProfileQueryOptions = () =>
  queryOptions<CurrentProfile | null>({
    queryKey: queryKeys.session.profile(),
    queryFn: getCurrentProfile,
    initialData: () => session.currentProfile() ?? undefined,
    staleTime: Infinity,
  });

export const useCurrentProfile = () => useQuery(currentProfileQueryOptions());
