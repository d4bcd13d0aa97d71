// The membership's actions: cancel (stops rebilling), reactivate, take a retention offer, change of plan. Each answers
// the whole new membership, written straight into the membership query (features/billing/api/get-subscription.ts),
// so every page that shows it is current at once; then the permissions are read again and the member's other tabs
// told (lib/membership.ts).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BodyOf, cancelSubscription, RetentionOffer, Subscription } from '@app/contract';
import { http } from '../../../lib/client';
import { membershipChanged } from '../../../lib/membership';
import { queryKeys } from '../../../lib/query-keys';

export type CancelBody = BodyOf<typeof cancelSubscription>;

/** A fresh key per attempt to take an offer: a retry of the same attempt with it never takes (or charges) twice. */
export const newIdempotencyKey = (): string => crypto.randomUUID();

function useMembershipChange<V>(change: (variables: V) => Promise<Subscription>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (membership) => {
      queryClient.setQueryData(queryKeys.billing.subscription(), membership);
      void membershipChanged(queryClient);
    },
  });
}

export const useCancelSubscription = () =>
  useMembershipChange(async (body: CancelBody) => (await http.call('cancelSubscription', { body })).data);

export const useReactivateSubscription = () =>
  useMembershipChange(async () => (await http.call('reactivateSubscription')).data);

export const useAcceptOffer = () =>
  useMembershipChange(
    async ({ offer, idempotencyKey }: { offer: RetentionOffer; idempotencyKey: string }) =>
      (await http.call('acceptOffer', { params: { offer }, body: { idempotencyKey } })).data,
  );

export const useChangePlan = () =>
  useMembershipChange(async (planId: string) => (await http.call('changePlan', { body: { planId } })).data);
