// Passkeys and two-step sign-in in the login settings: GET/POST/PATCH/DELETE /api/user/settings/passkeys and the
// /api/user/settings/two-step calls. Adding a passkey is three steps (the server's options, the browser's ceremony,
// the server's check); every change reads the list or the status again, as another device may have changed it.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BodyOf, disableTwoStep } from '@app/contract';
import { http } from '../../../lib/client';
import { queryKeys } from '../../../lib/query-keys';
import { createPasskey } from '../../../lib/passkeys';

/** Proof it is the member, for turning two-step off or making new recovery codes. */
export type TwoStepProof = BodyOf<typeof disableTwoStep>;

export const passkeysQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.account.passkeys(),
    queryFn: async () => (await http.call('listPasskeys')).data.passkeys,
  });

export const twoStepQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.account.twoStep(),
    queryFn: async () => (await http.call('getTwoStep')).data,
  });

export const usePasskeys = () => useQuery(passkeysQueryOptions());
export const useTwoStep = () => useQuery(twoStepQueryOptions());

function useSettingsMutation<V, R>(key: readonly unknown[], mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: key }) });
}

/** Options from the server, the browser makes the passkey, the server checks and keeps it. */
export const useAddPasskey = () =>
  useSettingsMutation(queryKeys.account.passkeys(), async () => {
    const { options } = (await http.call('startPasskeyRegistration', { body: {} })).data;
    const credential = await createPasskey(options);
    return (await http.call('finishPasskeyRegistration', { body: { credential } })).data;
  });

export const useRenamePasskey = () =>
  useSettingsMutation(
    queryKeys.account.passkeys(),
    async ({ id, name }: { id: number; name: string }) =>
      (await http.call('renamePasskey', { params: { passkeyId: String(id) }, body: { name } })).data,
  );

export const useRemovePasskey = () =>
  useSettingsMutation(queryKeys.account.passkeys(), async (id: number) => {
    await http.call('removePasskey', { params: { passkeyId: String(id) } });
  });

/** A new secret and its otpauth:// URI: nothing changes until a first code confirms it. */
export const useStartTwoStep = () =>
  useMutation({ mutationFn: async () => (await http.call('startTwoStepSetup', { body: {} })).data });

/** Turns two-step on with a first code; answers the recovery codes (shown once). */
export const useEnableTwoStep = () =>
  useSettingsMutation(
    queryKeys.account.twoStep(),
    async (code: string) => (await http.call('enableTwoStep', { body: { code } })).data.recoveryCodes,
  );

export const useDisableTwoStep = () =>
  useSettingsMutation(queryKeys.account.twoStep(), async (body: TwoStepProof) => {
    await http.call('disableTwoStep', { body });
  });

/** New recovery codes (the old ones stop working); answers them, shown once. */
export const useNewRecoveryCodes = () =>
  useSettingsMutation(
    queryKeys.account.twoStep(),
    async (body: TwoStepProof) => (await http.call('regenerateRecoveryCodes', { body })).data.recoveryCodes,
  );
