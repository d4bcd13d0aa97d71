// POST /api/user/likes/add and /api/user/likes/remove. The heart changes at once everywhere the member is shown
// (optimistic); if the server refuses, every page is put back and a toast says why. A like's toast offers Undo,
// which takes the last like back. Counters and the lists a like changes (who I like, mutual likes) then refresh.
// A like that makes a match is announced by the live channel's `match` event, which both members' tabs get (the "It's
// a match" dialog); while the channel is not open, the toast says it instead, so the match is never missed.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LikeResponse, MemberSummary } from '@app/contract';
import { memberErrorMessage } from '@app/client';
import { http, live } from '../../../lib/client';
import { queryKeys } from '../../../lib/query-keys';
import { showToast } from '../../../lib/toasts';
import type { CacheSnapshot } from './member-cache';
import { patchMember, restoreDiscovery, snapshotDiscovery } from './member-cache';

export type LikeResult = LikeResponse['data'];

export const likeMember = async (memberId: number): Promise<LikeResult> =>
  (await http.call('likeMember', { body: { memberId } })).data;

export const unlikeMember = async (memberId: number): Promise<LikeResult> =>
  (await http.call('unlikeMember', { body: { memberId } })).data;

export interface LikeVariables {
  member: Pick<MemberSummary, 'id' | 'name'>;
  /** True to like, false to take a like back. */
  liked: boolean;
}

const errorText = (error: Error) => memberErrorMessage(error, 'Check your connection and try again.');

export function useLikeMember() {
  const queryClient = useQueryClient();

  const mutation = useMutation<LikeResult, Error, LikeVariables, { snapshot: CacheSnapshot }>({
    mutationFn: ({ member, liked }) => (liked ? likeMember(member.id) : unlikeMember(member.id)),
    onMutate: async ({ member, liked }) => {
      const snapshot = await snapshotDiscovery(queryClient);
      patchMember(queryClient, member.id, (shown) => ({ ...shown, likedByMe: liked }));
      return { snapshot };
    },
    onError: (error, { member, liked }, context) => {
      if (context) restoreDiscovery(queryClient, context.snapshot);
      showToast({
        tone: 'danger',
        title: liked
          ? `Your like for ${member.name} was not saved`
          : `Your like for ${member.name} is still there`,
        description: errorText(error),
      });
    },
    onSuccess: (result, { member, liked }) => {
      if (!liked) return;
      showToast({
        tone: 'success',
        title:
          result.mutual && live.state !== 'open'
            ? `It's a match: you and ${member.name} like each other`
            : `You liked ${member.name}`,
        action: { label: 'Undo', onClick: () => mutation.mutate({ member, liked: false }) },
      });
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.counters.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.discovery.listPages('who-i-like') }),
        queryClient.invalidateQueries({ queryKey: queryKeys.discovery.listPages('mutual-likes') }),
      ]),
  });

  return {
    /** Likes (`liked` true) or takes back a like; the heart follows at once. */
    toggleLike: (member: Pick<MemberSummary, 'id' | 'name'>, liked: boolean) =>
      mutation.mutate({ member, liked }),
    isPending: mutation.isPending,
  };
}
