// Invite and reply: GET /api/user/invites/:box (received or sent, 20 a page), GET /api/user/invites/to/:memberId
// (the questions that may be asked), POST /api/user/invites (send) and POST /api/user/invites/:id/reply. A send or
// a reply refreshes every invites query (both lists and the questions' states).
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InviteBox, ReplyToInviteBody } from '@app/contract';
import { ApiError } from '@app/client';
import type { InviteReplyResult } from '@app/ui';
import { http } from '../../../lib/client';
import { queryKeys } from '../../../lib/query-keys';

export const invitesQueryOptions = (box: InviteBox, cursor?: string) =>
  queryOptions({
    queryKey: queryKeys.discovery.inviteBox(box, cursor),
    queryFn: async () => (await http.call('getInvites', { params: { box }, query: { cursor } })).data,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useInvites = (box: InviteBox, cursor?: string) => useQuery(invitesQueryOptions(box, cursor));

export const useInviteOptions = (memberId: number, enabled: boolean) =>
  useQuery({
    queryKey: queryKeys.discovery.inviteOptions(memberId),
    queryFn: async () => (await http.call('getInviteOptions', { params: { memberId } })).data,
    enabled,
    staleTime: 0,
  });

/** A refused call as the ui's result: the message beside the field the server named, or for the whole form. */
export function refusal(error: unknown, field: string): InviteReplyResult {
  if (error instanceof ApiError && error.status < 500 && error.field === field)
    return { ok: false, fieldError: error.message };
  if (error instanceof ApiError && error.status < 500) return { ok: false, message: error.message };
  return { ok: false, message: 'Something went wrong on our side. Try again.' };
}

export function useSendInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { memberId: number; questionId: number }) =>
      (await http.call('sendInvite', { body })).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.discovery.invites() }),
  });
}

export function useReplyToInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ inviteId, body }: { inviteId: number; body: ReplyToInviteBody }) =>
      (await http.call('replyToInvite', { params: { inviteId }, body })).data,
    onSettled: async (_data, _error, { body }) => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.discovery.invites() });
      // A reply shown on the profile is also a 20Q answer.
      if (body.showOnProfile) await queryClient.invalidateQueries({ queryKey: queryKeys.ownProfile.all });
    },
  });
}
