// profile/settings/account-settings: the address and its validation state (send the link again), and changing it
// with the current password. The server's field errors (a wrong password, a taken address) sit beside the field;
// other failures keep what was typed.
import { useState } from 'react';
import { ApiError, memberErrorMessage } from '@app/client';
import type { EmailChangeField } from '@app/ui';
import { AccountSettingsScreen } from '@app/ui';
import { useChangeEmail, useEmailSettings, useResendValidation } from '../../features/notices/api/email';
import { RequirePermission } from '../../features/permissions/RequirePermission';

const messageOf = (error: unknown) => memberErrorMessage(error, 'Check your connection and try again.');

const isField = (field: string | undefined): field is EmailChangeField =>
  field === 'email' || field === 'currentPassword';

export default function AccountSettingsPage() {
  return (
    <RequirePermission route="account-settings">
      <AccountSettings />
    </RequirePermission>
  );
}

function AccountSettings() {
  const settings = useEmailSettings();
  const change = useChangeEmail();
  const resend = useResendValidation();
  const [saved, setSaved] = useState<string>();
  const fieldError = change.error instanceof ApiError && isField(change.error.field) ? change.error : null;
  const data = settings.data;
  return (
    <AccountSettingsScreen
      status={data ? 'ready' : settings.isError ? 'error' : 'loading'}
      onRetry={() => settings.refetch()}
      email={data?.email}
      validated={data?.validated}
      bouncing={data?.bouncing}
      hasPassword={data?.hasPassword}
      onChangeEmail={(values) => {
        setSaved(undefined);
        resend.reset();
        change.mutate(values, {
          onSuccess: (next) =>
            setSaved(
              `You log in with ${next.email} from now on. Follow the link we sent there to validate it.`,
            ),
        });
      }}
      saving={change.isPending}
      fieldErrors={fieldError ? { [fieldError.field as EmailChangeField]: fieldError.message } : undefined}
      saveError={change.error && !fieldError ? messageOf(change.error) : undefined}
      saved={saved}
      onResend={() => resend.mutate(undefined)}
      resend={
        resend.isPending
          ? { state: 'sending' }
          : resend.isSuccess
            ? { state: 'sent', message: `A new link is on its way to ${resend.data}.` }
            : resend.isError
              ? { state: 'error', message: messageOf(resend.error) }
              : { state: 'idle' }
      }
    />
  );
}
