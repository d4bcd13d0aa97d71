// GET /api/user/verification, POST /api/user/verification (start an attempt: the pose), POST .../selfie (the selfie,
// multipart), POST .../notice (the verified notice was seen). Each answers the whole new state, written straight into
// the cache. A change of status changes the member's VerificationStatus: the stored current profile is fetched again
// (SPEC point 3), and what shows the verified badge of this member (their profile view, search results) is
// refetched.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { VerificationState } from '@app/contract';
import { http, session } from '../../../lib/client';
import { queryKeys } from '../../../lib/query-keys';

export const getVerification = async (): Promise<VerificationState> =>
  (await http.call('getVerification')).data;

export const verificationQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.verification.state(),
    queryFn: getVerification,
    // A real reviewer may decide while the member is away: read it again when they come back to it.
    staleTime: 0,
  });

/**
 * The state; when it says something the stored current profile does not (a reviewer decided while the member was
 * away), the profile and the badge views follow.
 */
export function useVerification(options: { enabled?: boolean } = {}) {
  const queryClient = useQueryClient();
  const query = useQuery({ ...verificationQueryOptions(), enabled: options.enabled ?? true });
  const status = query.data?.status;
  useEffect(() => {
    if (status) void followStatus(queryClient, status);
  }, [queryClient, status]);
  return query;
}

/** The new state goes into the cache; when the status moved, everything that shows it follows. */
export async function afterVerificationChange(queryClient: QueryClient, state: VerificationState) {
  queryClient.setQueryData(queryKeys.verification.state(), state);
  await followStatus(queryClient, state.status);
}

/** Fetches the stored current profile again if its VerificationStatus is not `status`, and refetches the badge views. */
async function followStatus(queryClient: QueryClient, status: VerificationState['status']) {
  const stored = session.currentProfile();
  if (stored?.verificationStatus === status) return;
  const current = await session.refreshProfile().catch(() => null);
  if (current) queryClient.setQueryData(queryKeys.session.profile(), current);
  const memberId = current?.data.id ?? stored?.data.id;
  await Promise.all([
    memberId === undefined
      ? Promise.resolve()
      : queryClient.invalidateQueries({ queryKey: queryKeys.discovery.profile(memberId) }),
    queryClient.invalidateQueries({ queryKey: queryKeys.discovery.searches() }),
  ]);
}

function useVerificationChange<V>(change: (variables: V) => Promise<VerificationState>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (state) => afterVerificationChange(queryClient, state),
  });
}

/** Starts an attempt (the first, or the retry after a rejection): the answer carries the pose. */
export const useStartVerification = () =>
  useVerificationChange(async () => (await http.call('startVerification', { body: {} })).data);

/** Sends the selfie of the attempt in progress; the sandbox reviewer decides at once, a real one later. */
export const useSubmitSelfie = () =>
  useVerificationChange(async (selfie: File) => (await http.upload('submitSelfie', selfie)).data);

/** The profileVerifiedSuccess notice was shown: the server will not ask for it again. */
export const useDismissVerifiedNotice = () =>
  useVerificationChange(async () => (await http.call('dismissVerifiedNotice', { body: {} })).data);
