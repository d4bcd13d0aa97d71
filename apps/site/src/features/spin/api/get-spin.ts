// GET /api/user/spin: today's spins left (daily, extra, double), the reset time and today's daily matches.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SpinState } from '@app/contract';
import { getSpin as endpoint } from '@app/contract';
import { http } from '../../../lib/client';
import { queryKeys } from '../../../lib/query-keys';

export const getSpinState = async (): Promise<SpinState> => (await http.call(endpoint)).data;

export const spinStateQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.spin.state(), queryFn: getSpinState });

export const useSpinState = () => useQuery(spinStateQueryOptions());
