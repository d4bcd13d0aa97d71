// GET /api/user/mail/flirts: the canned flirts (they change with a release, not during a visit).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Flirt } from '@app/contract';
import { http } from '../../../lib/client';
import { queryKeys } from '../../../lib/query-keys';

export const getFlirts = async (): Promise<Flirt[]> => (await http.call('getFlirts')).data.items;

export const flirtsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.messaging.flirts(), queryFn: getFlirts, staleTime: Infinity });

export const useFlirts = () => useQuery(flirtsQueryOptions());
