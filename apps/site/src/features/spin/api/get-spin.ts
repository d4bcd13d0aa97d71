// GET /api/user/spin: today's spins left (daily, extra, double), the reset time and today's daily matches.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SpinState } from '@app/contract';
import { http } from '../../../lib/client';
import { queryKeys } from '../../../lib/query-keys';

export const getSpinState = async (): Promise<SpinState> => (await http.call('getSpin')).data;

export const spinStateQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.spin.state(),
    queryFn: getSpinState,
    // Read again on every visit: other pages change it (a purchase of extra spins, the 20Q reward) and so does the
    // day, and the page should never offer a spin the server would refuse.
    staleTime: 0,
  });

export const useSpinState = () => useQuery(spinStateQueryOptions());
