// POST /api/user/blocklist/remove. The member leaves the blocklist at once (optimistic) and their profile can be
// acted on again; a refusal puts them back with a toast. Likes removed by the block stay removed; the thread and the
// hotlist entry come back (messaging queries refetch).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MemberSummary } from '@app/contract';
import { memberErrorMessage } from '@app/client';
import { http } from '../../../lib/client';
import { queryKeys } from '../../../lib/query-keys';
import { showToast } from '../../../lib/toasts';
import type { CacheSnapshot } from './member-cache';
import { patchMember, removeMember, restoreDiscovery, snapshotDiscovery } from './member-cache';

export const unblockMember = async (memberId: number): Promise<void> => {
  await http.call('unblockMember', { body: { memberId } });
};

type Member = Pick<MemberSummary, 'id' | 'name'>;

export function useUnblockMember() {
  const queryClient = useQueryClient();
  return useMutation<void, Error, Member, { snapshot: CacheSnapshot }>({
    mutationFn: (member) => unblockMember(member.id),
    onMutate: async (member) => {
      const snapshot = await snapshotDiscovery(queryClient);
      removeMember(queryClient, member.id, queryKeys.discovery.listPages('blocklist'));
      patchMember(queryClient, member.id, (shown) => ({
        ...shown,
        blockedByMe: false,
        canLike: true,
        canMessage: true,
      }));
      return { snapshot };
    },
    onError: (error, member, context) => {
      if (context) restoreDiscovery(queryClient, context.snapshot);
      showToast({
        tone: 'danger',
        title: `${member.name} is still blocked`,
        description: memberErrorMessage(error),
      });
    },
    onSuccess: (_, member) => showToast({ tone: 'success', title: `You unblocked ${member.name}` }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.counters.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.discovery.all }),
        // The thread and the hotlist entry come back with the unblock.
        queryClient.invalidateQueries({ queryKey: queryKeys.messaging.inbox() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.messaging.threads() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.messaging.hotlist() }),
      ]),
  });
}
