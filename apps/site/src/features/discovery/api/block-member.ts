// POST /api/user/blocklist/add. Blocking hides both members from each other everywhere: the member leaves every
// cached list, search page and feed, and their thread the cached inbox, at once, and their profile shows them as
// blocked (optimistic); a refusal puts everything back with a toast. The toast of a block offers Undo (unblock).
// Settled, the messaging queries (inbox, threads, hotlist) refetch: the server leaves the member out of all three.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MemberSummary } from '@app/contract';
import { catalogue, listKinds } from '@app/contract';
import { memberErrorMessage } from '@app/client';
import { http } from '../../../lib/client';
import { queryKeys } from '../../../lib/query-keys';
import { showToast } from '../../../lib/toasts';
import type { CacheSnapshot } from './member-cache';
import { patchMember, removeMember, restoreDiscovery, snapshotDiscovery } from './member-cache';
import { useUnblockMember } from './unblock-member';

export const blockMember = async (memberId: number): Promise<void> => {
  await http.call('blockMember', { body: { memberId } });
};

type Member = Pick<MemberSummary, 'id' | 'name'>;

export interface BlockOptions {
  /** The page shows a failed block itself (no toast). */
  showsErrors?: boolean;
}

/** The cached inbox pages without the thread with `memberId` (inbox rows carry their member under `member`). */
interface InboxPages {
  pages: { items: { member: { id: number } }[]; total: number }[];
}
function withoutThreadWith(inbox: InboxPages | undefined, memberId: number): InboxPages | undefined {
  if (!inbox) return inbox;
  return {
    ...inbox,
    pages: inbox.pages.map((page) => {
      const items = page.items.filter((thread) => thread.member.id !== memberId);
      return items.length === page.items.length ? page : { ...page, items, total: page.total - 1 };
    }),
  };
}

export function useBlockMember({ showsErrors = false }: BlockOptions = {}) {
  const queryClient = useQueryClient();
  const unblock = useUnblockMember();

  return useMutation<void, Error, Member, { snapshot: CacheSnapshot; inbox: unknown }>({
    mutationFn: (member) => blockMember(member.id),
    onMutate: async (member) => {
      const snapshot = await snapshotDiscovery(queryClient);
      const inboxKey = queryKeys.messaging.inbox();
      await queryClient.cancelQueries({ queryKey: inboxKey });
      const inbox = queryClient.getQueryData(inboxKey);
      queryClient.setQueryData<InboxPages>(inboxKey, (pages) => withoutThreadWith(pages, member.id));
      for (const key of [
        ...listKinds.filter((kind) => kind !== catalogue.blocklist.wire).map(queryKeys.discovery.listPages),
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
      return { snapshot, inbox };
    },
    onError: (error, member, context) => {
      if (context) {
        restoreDiscovery(queryClient, context.snapshot);
        queryClient.setQueryData(queryKeys.messaging.inbox(), context.inbox);
      }
      if (!showsErrors)
        showToast({
          tone: 'danger',
          title: `${member.name} was not blocked`,
          description: memberErrorMessage(error),
        });
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
        queryClient.invalidateQueries({ queryKey: queryKeys.messaging.inbox() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.messaging.threads() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.messaging.hotlist() }),
      ]),
  });
}
