// Email settings and notices: GET/POST /api/user/settings/email (the address, validation, opt-outs), resending the
// validation link, following it (no session needed), the notices and dismissing a once notice. Every change reads
// the notices again (a new address is not validated; a validated one is).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ActiveNotice,
  ChangeEmailBody,
  EmailSettings,
  NoticeKind,
  OptOutEmailKind,
} from '@app/contract';
import { http } from '../../../lib/client';

/** This feature's query keys (email settings and the notices change together). */
export const emailKeys = {
  all: ['email'] as const,
  settings: () => [...emailKeys.all, 'settings'] as const,
  notices: () => [...emailKeys.all, 'notices'] as const,
};

export const emailSettingsQueryOptions = () =>
  queryOptions({
    queryKey: emailKeys.settings(),
    queryFn: async (): Promise<EmailSettings> => (await http.call('getEmailSettings')).data,
    staleTime: 0,
  });

export const useEmailSettings = () => useQuery(emailSettingsQueryOptions());

export const useNotices = () =>
  useQuery({
    queryKey: emailKeys.notices(),
    queryFn: async (): Promise<ActiveNotice[]> => (await http.call('getNotices')).data.notices,
  });

function useEmailMutation<V, R>(mutationFn: (variables: V) => Promise<R>, writesSettings: boolean) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (result) => {
      if (writesSettings) queryClient.setQueryData(emailKeys.settings(), result);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: emailKeys.notices() }),
  });
}

export const useChangeEmail = () =>
  useEmailMutation(async (body: ChangeEmailBody) => (await http.call('changeEmail', { body })).data, true);

export const useSaveOptOuts = () =>
  useEmailMutation(
    async (optOuts: OptOutEmailKind[]) => (await http.call('saveEmailOptOuts', { body: { optOuts } })).data,
    true,
  );

/** Sends the validation link again; answers the address it went to. */
export const useResendValidation = () =>
  useEmailMutation(async () => (await http.call('resendValidation', { body: {} })).data.sentTo, false);

export const useDismissNotice = () =>
  useEmailMutation(async (kind: NoticeKind) => {
    await http.call('dismissNotice', { params: { kind }, body: {} });
  }, false);

/** Follows a validation link (works with or without a session). */
export const useValidateEmail = () =>
  useEmailMutation(
    async (token: string) => (await http.call('validateEmail', { body: { token } })).data.email,
    false,
  );
