// POST /api/user/hotlist/remove: takes a member off the hotlist (removing one not there is harmless). The member
// leaves the cached hotlist once the server confirms; a failure leaves them there with a toast saying why. Their
// cached profile shows them unsaved at once, and saved again if the server refuses.
import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import type { InfiniteData } from '@tanstack/react-query';
import type { MemberSummary } from '@app/contract';
import { memberErrorMessage } from '@app/client';
import { http } from '../../../lib/client';
import { queryKeys } from '../../../lib/query-keys';
import { showToast } from '../../../lib/toasts';
import type { HotlistPageData } from './get-hotlist';
import { markProfileSaved } from './hotlist-profile';

export const removeFromHotlist = async (memberId: number): Promise<void> => {
  await http.call('removeFromHotlist', { body: { memberId } });
};

type Member = Pick<MemberSummary, 'id' | 'name'>;

const removeKey = [...queryKeys.messaging.hotlist(), 'remove'] as const;

export function useRemoveFromHotlist() {
  const queryClient = useQueryClient();
  return useMutation<void, Error, Member, { rollback: () => void }>({
    mutationKey: removeKey,
    mutationFn: (member) => removeFromHotlist(member.id),
    onMutate: async (member) => ({ rollback: await markProfileSaved(queryClient, member.id, false) }),
    onSuccess: (_result, member) => {
      queryClient.setQueryData<InfiniteData<HotlistPageData>>(queryKeys.messaging.hotlist(), (hotlist) =>
        hotlist
          ? {
              ...hotlist,
              pages: hotlist.pages.map((page) => ({
                ...page,
                items: page.items.filter((entry) => entry.member.id !== member.id),
              })),
            }
          : hotlist,
      );
      return queryClient.invalidateQueries({ queryKey: queryKeys.messaging.hotlist() });
    },
    onError: (error, member, context) => {
      context?.rollback();
      showToast({
        tone: 'danger',
        title: `${member.name} is still in your hotlist`,
        description: memberErrorMessage(error),
      });
    },
  });
}

/** Members being taken off the hotlist right now (their Remove buttons show a spinner). */
export const useRemovingFromHotlist = (): number[] =>
  useMutationState({
    filters: { mutationKey: removeKey, status: 'pending' },
    select: (mutation) => (mutation.state.variables as Member | undefined)?.id ?? 0,
  });
