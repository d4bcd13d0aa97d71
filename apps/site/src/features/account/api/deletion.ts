// Deleting the account: GET/POST /api/user/settings/deletion (where it stands; asking for it with the password, the
// address for a member without one, or one of the member's passkeys). Asking ends every session of the member, this
// one too (the server clears the cookie), so a successful request forgets the member on this device as the live
// channel's session-ended does, and the member area sends the visitor to the login page, where a notice says the date
// and how to undo it.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { AccountDeletionStatus, RequestAccountDeletionBody } from '@app/contract';
import { forgetSession, http, live } from '../../../lib/client';
import { answerWithPasskey } from '../../../lib/passkeys';
import { queryKeys } from '../../../lib/query-keys';

const deletionKey = () => [...queryKeys.account.all, 'deletion'] as const;

export const accountDeletionQueryOptions = () =>
  queryOptions({
    queryKey: deletionKey(),
    queryFn: async (): Promise<AccountDeletionStatus> => (await http.call('getAccountDeletion')).data,
  });

export const useAccountDeletion = () => useQuery(accountDeletionQueryOptions());

/** Forgets the member on this device: the session is over on the server already, so nothing is posted. */
function forgetMember(queryClient: QueryClient) {
  forgetSession();
  void queryClient.cancelQueries();
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.session.all[0] });
  // RequireSession sends a null profile to the login page.
  queryClient.setQueryData(queryKeys.session.profile(), null);
}

/** The password or the address as typed, or 'passkey': one of the member's passkeys, asked for by the browser. */
export type DeletionConfirmation = Omit<RequestAccountDeletionBody, 'credential'> | 'passkey';

export function useRequestAccountDeletion({
  onScheduled,
}: {
  /** The request went through (before the member is forgotten): `status` holds the date. */
  onScheduled: (status: AccountDeletionStatus) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (confirmation: DeletionConfirmation) => {
      const body =
        confirmation === 'passkey'
          ? {
              credential: await answerWithPasskey(
                (await http.call('startDeletionPasskey', { body: {} })).data.options,
              ),
            }
          : confirmation;
      return (await http.call('requestAccountDeletion', { body })).data;
    },
    // The server tells this tab's live stream the session ended: this tab leaves on its own, with its own notice
    // instead of "You have been logged out", so it stops listening first.
    onMutate: () => live.stop(),
    onError: () => live.start(),
    onSuccess: (status) => {
      onScheduled(status);
      forgetMember(queryClient);
    },
  });
}
