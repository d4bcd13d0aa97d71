// GET /api/user/profile/edit: the member's own profile, every section profile/edit edits. Saves answer the whole
// updated profile and write it here (save-section.ts), so the editor never refetches after a save.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OwnProfile } from '@app/contract';
import { http } from '../../../lib/client';
import { queryKeys } from '../../../lib/query-keys';

export const getOwnProfile = async (): Promise<OwnProfile> => (await http.call('getOwnProfile')).data;

export const ownProfileQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.ownProfile.current(),
    queryFn: getOwnProfile,
    // Only this member changes it, and every save writes the answer here: a refetch on focus would only risk
    // replacing the form's starting values while the member types.
    staleTime: Infinity,
  });

export const useOwnProfile = () => useQuery(ownProfileQueryOptions());
