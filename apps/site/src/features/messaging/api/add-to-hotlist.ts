// POST /api/user/hotlist/add: saves a member as a favourite (adding twice is harmless); a toast confirms it, with
// Undo to take them off again. Their cached profile shows them saved at once; a refusal puts it back.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MemberSummary } from '@app/contract';
import { memberErrorMessage } from '@app/client';
import { http } from '../../../lib/client';
import { queryKeys } from '../../../lib/query-keys';
import { showToast } from '../../../lib/toasts';
import { markProfileSaved } from './hotlist-profile';
import { useRemoveFromHotlist } from './remove-from-hotlist';

export const addToHotlist = async (memberId: number): Promise<void> => {
  await http.call('addToHotlist', { body: { memberId } });
};

type Member = Pick<MemberSummary, 'id' | 'name'>;

export function useAddToHotlist() {
  const queryClient = useQueryClient();
  const remove = useRemoveFromHotlist();
  return useMutation<void, Error, Member, { rollback: () => void }>({
    mutationFn: (member) => addToHotlist(member.id),
    onMutate: async (member) => ({ rollback: await markProfileSaved(queryClient, member.id, true) }),
    onSuccess: (_result, member) => {
      showToast({
        tone: 'success',
        title: `${member.name} is in your hotlist`,
        action: { label: 'Undo', onClick: () => remove.mutate(member) },
      });
      return queryClient.invalidateQueries({ queryKey: queryKeys.messaging.hotlist() });
    },
    onError: (error, member, context) => {
      context?.rollback();
      showToast({
        tone: 'danger',
        title: `${member.name} was not saved`,
        description: memberErrorMessage(error),
      });
    },
  });
}
