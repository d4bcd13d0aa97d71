// GET /api/user/billing/subscription: the member's membership. Purchases, cancel, reactivate, offers and changes of
// plan write their answer here, so every page that shows the membership is current at once.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Subscription } from '@app/contract';
import { http } from '../../../lib/client';
import { queryKeys } from '../../../lib/query-keys';

export const fetchSubscription = async (): Promise<Subscription> => (await http.call('getSubscription')).data;

export const subscriptionQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.billing.subscription(), queryFn: fetchSubscription });

export const useSubscription = () => useQuery(subscriptionQueryOptions());
