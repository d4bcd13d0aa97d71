// The login settings' passkeys and two-step sign-in panels: the server's lists and status as the panels' props, and
// each action's outcome (a saved line, an error beside its field or on the panel). The recovery codes are shown once,
// from the answer that made them, and leave the page with the member.
import { useState } from 'react';
import { ApiError, formatMediumDate, memberErrorMessage } from '@app/client';
import type { PasskeysPanelProps, TwoStepPanelProps, TwoStepPanelState } from '@app/ui';
import {
  useAddPasskey,
  useDisableTwoStep,
  useEnableTwoStep,
  useNewRecoveryCodes,
  usePasskeys,
  useRemovePasskey,
  useRenamePasskey,
  useStartTwoStep,
  useTwoStep,
} from '../../features/sign-in/api/settings';
import { passkeysSupported } from '../../lib/passkeys';

const messageOf = (error: unknown) => memberErrorMessage(error, 'Check your connection and try again.');
const statusOf = (query: { data?: unknown; isError: boolean }) =>
  query.data ? 'ready' : query.isError ? 'error' : 'loading';

type ProofField = 'code' | 'currentPassword';
const proofFieldError = (error: unknown) =>
  error instanceof ApiError && (error.field === 'code' || error.field === 'currentPassword')
    ? { field: error.field as ProofField, message: error.message }
    : undefined;

export function usePasskeysPanel(): PasskeysPanelProps {
  const passkeys = usePasskeys();
  const add = useAddPasskey();
  const rename = useRenamePasskey();
  const remove = useRemovePasskey();
  const [supported] = useState(passkeysSupported);
  const [saved, setSaved] = useState<string>();

  const reset = () => {
    setSaved(undefined);
    add.reset();
    rename.reset();
    remove.reset();
  };
  const renameRefusal =
    rename.error instanceof ApiError && rename.error.field === 'name' ? rename.error : null;
  const failed = add.error ?? (renameRefusal ? null : rename.error) ?? remove.error;
  return {
    status: statusOf(passkeys),
    onRetry: () => void passkeys.refetch(),
    passkeys: passkeys.data?.map((passkey) => ({
      id: passkey.id,
      name: passkey.name,
      created: formatMediumDate(passkey.createdAt),
      lastUsed: passkey.lastUsedAt ? formatMediumDate(passkey.lastUsedAt) : null,
      synced: passkey.backedUp,
    })),
    supported,
    onAdd: () => {
      reset();
      add.mutate(undefined, { onSuccess: (passkey) => setSaved(`Passkey added: “${passkey.name}”.`) });
    },
    adding: add.isPending,
    onRename: (id, name) => {
      reset();
      rename.mutate({ id, name }, { onSuccess: () => setSaved('Passkey renamed.') });
    },
    renamingId: rename.isPending ? rename.variables.id : undefined,
    renameError:
      renameRefusal && rename.variables
        ? { id: rename.variables.id, message: renameRefusal.message }
        : undefined,
    onRemove: (id) => {
      reset();
      remove.mutate(id, { onSuccess: () => setSaved('Passkey removed. It no longer signs you in.') });
    },
    removingId: remove.isPending ? remove.variables : undefined,
    error: failed ? messageOf(failed) : undefined,
    saved,
  };
}

export function useTwoStepPanel(hasPassword: boolean): TwoStepPanelProps {
  const status = useTwoStep();
  const start = useStartTwoStep();
  const enable = useEnableTwoStep();
  const disable = useDisableTwoStep();
  const newCodes = useNewRecoveryCodes();
  const [codes, setCodes] = useState<string[]>();
  const [saved, setSaved] = useState<string>();

  const reset = () => {
    setSaved(undefined);
    start.reset();
    enable.reset();
    disable.reset();
    newCodes.reset();
  };
  const refused = enable.error ?? disable.error ?? newCodes.error;
  const fieldError = proofFieldError(refused);
  const failed = start.error ?? (fieldError ? null : refused);

  const data = status.data;
  let state: TwoStepPanelState | undefined;
  if (codes) state = { step: 'codes', recoveryCodes: codes };
  else if (data?.enabled)
    state = {
      step: 'on',
      since: data.enabledAt ? formatMediumDate(data.enabledAt) : '',
      recoveryCodesLeft: data.recoveryCodesLeft,
    };
  else if (start.data && !enable.isSuccess) state = { step: 'setup', ...start.data };
  else if (data) state = { step: 'off' };

  const showCodes = (recoveryCodes: string[]) => setCodes(recoveryCodes);
  return {
    status: statusOf(status),
    onRetry: () => void status.refetch(),
    state,
    hasPassword,
    onStart: () => {
      reset();
      start.mutate();
    },
    starting: start.isPending,
    onEnable: (code) => {
      setSaved(undefined);
      enable.reset();
      enable.mutate(code, { onSuccess: showCodes });
    },
    enabling: enable.isPending,
    onCancelSetup: reset,
    onCodesSaved: () => {
      setCodes(undefined);
      reset();
      setSaved('Two-step sign-in is on. Keep your recovery codes somewhere safe.');
    },
    onDisable: (proof) => {
      reset();
      disable.mutate(proof, { onSuccess: () => setSaved('Two-step sign-in is off.') });
    },
    disabling: disable.isPending,
    onNewCodes: (proof) => {
      reset();
      newCodes.mutate(proof, { onSuccess: showCodes });
    },
    regenerating: newCodes.isPending,
    fieldError,
    error: failed ? messageOf(failed) : undefined,
    saved,
  };
}
