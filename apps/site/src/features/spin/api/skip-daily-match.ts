// POST /api/user/spin/matches/:memberId/skip: one of today's matches stays in the list, as skipped. The answer is
// the new state, written into the cache.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SpinState } from '@app/contract';
import { http } from '../../../lib/client';
import { queryKeys } from '../../../lib/query-keys';

export const skipDailyMatch = async (memberId: number): Promise<SpinState> =>
  (await http.call('skipDailyMatch', { params: { memberId } })).data;

export function useSkipDailyMatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (memberId: number) => skipDailyMatch(memberId),
    onSuccess: (state) => queryClient.setQueryData(queryKeys.spin.state(), state),
  });
}
