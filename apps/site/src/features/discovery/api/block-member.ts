// POST /api/user/blocklist/add. Blocking hides both members from each other everywhere: the member leaves every
// cached list, search page and feed at once and their profile shows them as blocked (optimistic); a refusal puts
// everything back with a toast. The toast of a block offers Undo (unblock).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MemberSummary } from '@app/contract';
import { blockMember as endpoint } from '@app/contract';
import { http } from '../../../lib/client';
import { queryKeys } from '../../../lib/query-keys';
import { showToast } from '../../../lib/toasts';
import type { CacheSnapshot } from './member-cache';
import { patchMember, removeMember, restoreDiscovery, snapshotDiscovery } from './member-cache';
import { useUnblockMember } from './unblock-member';

export const blockMember = async (memberId: number): Promise<void> => {
  await http.call(endpoint, { body: { memberId } });
};

type Member = Pick<MemberSummary, 'id' | 'name'>;

export interface BlockOptions {
  /** The page shows a failed block itself (no toast). */
  showsErrors?: boolean;
}

export function useBlockMember({ showsErrors = false }: BlockOptions = {}) {
  const queryClient = useQueryClient();
  const unblock = useUnblockMember();

  return useMutation<void, Error, Member, { snapshot: CacheSnapshot }>({
    mutationFn: (member) => blockMember(member.id),
    onMutate: async (member) => {
      const snapshot = await snapshotDiscovery(queryClient);
      for (const key of [
        queryKeys.discovery.listPages('who-viewed-me'),
        queryKeys.discovery.listPages('who-liked-me'),
        queryKeys.discovery.listPages('who-i-like'),
        queryKeys.discovery.listPages('mutual-likes'),
        queryKeys.discovery.searches(),
        queryKeys.discovery.interestedInMePages(),
        queryKeys.discovery.newsfeedPages(),
      ])
        removeMember(queryClient, member.id, key);
      patchMember(queryClient, member.id, (shown) => ({
        ...shown,
        likedByMe: false,
        likesMe: false,
        blockedByMe: true,
        canLike: false,
        canMessage: false,
      }));
      return { snapshot };
    },
    onError: (error, member, context) => {
      if (context) restoreDiscovery(queryClient, context.snapshot);
      if (!showsErrors)
        showToast({ tone: 'danger', title: `${member.name} was not blocked`, description: error.message });
    },
    onSuccess: (_, member) => {
      showToast({
        tone: 'success',
        title: `You blocked ${member.name}`,
        description: 'You no longer see each other anywhere.',
        action: { label: 'Undo', onClick: () => unblock.mutate(member) },
      });
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.counters.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.discovery.all }),
      ]),
  });
}
