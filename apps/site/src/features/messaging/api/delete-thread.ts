// POST /api/user/mail/threads/:threadId/delete: the thread leaves the member's inbox (the other member keeps theirs).
// The dialog asking for confirmation stays open while this runs and on failure; on success the thread leaves the
// cached inbox at once and the unread counter refreshes (its unread messages no longer count).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InfiniteData } from '@tanstack/react-query';
import { memberErrorMessage } from '@app/client';
import { http } from '../../../lib/client';
import { queryKeys } from '../../../lib/query-keys';
import { showToast } from '../../../lib/toasts';
import type { InboxPageData } from './get-inbox';

export const deleteThread = async (threadId: string): Promise<void> => {
  await http.call('deleteThread', { params: { threadId } });
};

export function useDeleteThread() {
  const queryClient = useQueryClient();
  return useMutation<void, Error, string>({
    mutationFn: deleteThread,
    onSuccess: (_result, threadId) => {
      queryClient.setQueryData<InfiniteData<InboxPageData>>(queryKeys.messaging.inbox(), (inbox) =>
        inbox
          ? {
              ...inbox,
              pages: inbox.pages.map((page) => ({
                ...page,
                items: page.items.filter((thread) => thread.id !== threadId),
              })),
            }
          : inbox,
      );
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.messaging.inbox() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.counters.all }),
      ]);
    },
    onError: (error) =>
      showToast({
        tone: 'danger',
        title: 'The conversation was not deleted',
        description: memberErrorMessage(error),
      }),
  });
}
