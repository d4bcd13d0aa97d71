// POST /api/user/spin: spends one spin (daily first, then extra) and answers what the server chose, with the new
// state, which is written straight into the cache. The counters (daily spins left) refresh after every spin; a
// refused spin (no spins left, no double left) reads the state again, since it was not what this page thought.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SpinResult, SpinState } from '@app/contract';
import { http } from '../../../lib/client';
import { queryKeys } from '../../../lib/query-keys';

export const spinTheWheel = async (double: boolean): Promise<{ spin: SpinResult; state: SpinState }> =>
  (await http.call('spinWheel', { body: double ? { double: true } : {} })).data;

export function useSpinWheel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ double }: { double: boolean }) => spinTheWheel(double),
    onSuccess: async ({ spin, state }) => {
      queryClient.setQueryData(queryKeys.spin.state(), state);
      // A boost won on the wheel shows on the membership page.
      if (spin.outcomes.some((outcome) => outcome.kind === 'boost'))
        await queryClient.invalidateQueries({ queryKey: queryKeys.billing.subscription() });
    },
    onError: () => queryClient.invalidateQueries({ queryKey: queryKeys.spin.state() }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.counters.all }),
  });
}
