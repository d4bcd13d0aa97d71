// GET /api/user/profiles/:id: another member's profile; opening it records a view in their "who viewed me".
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProfileDetail } from '@app/contract';
import { http } from '../../../lib/client';
import { queryKeys } from '../../../lib/query-keys';

export const getProfileView = async (memberId: number): Promise<ProfileDetail> =>
  (await http.call('getProfileView', { params: { id: memberId } })).data;

export const profileViewQueryOptions = (memberId: number) =>
  queryOptions({
    queryKey: queryKeys.discovery.profile(memberId),
    queryFn: () => getProfileView(memberId),
  });

export const useProfileView = (memberId: number | undefined) =>
  useQuery({ ...profileViewQueryOptions(memberId ?? 0), enabled: memberId !== undefined });
