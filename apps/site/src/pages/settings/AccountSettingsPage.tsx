// profile/settings/account-settings: the address and its validation state (send the link again), and changing it
// with the current password. The server's field errors (a wrong password, a taken address) sit beside the field;
// other failures keep what was typed. "Your data": the copy of everything stored about the member (asked here,
// prepared by a job, downloaded by a plain link); the mail that says it is ready links here with `?export=ready`,
// which brings that section into view and focus. "Delete your account": asked with the password (the address without
// one); it ends the session, so the member is forgotten here and lands on the login page, where a notice that stays
// until closed gives the date and says that logging in before it undoes the deletion.
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError, formatFileSize, formatMediumDate, memberErrorMessage } from '@app/client';
import type { AccountDeletionStatus, DataExportStatus } from '@app/contract';
import { DATA_EXPORT_DOWNLOAD_PATH } from '@app/contract';
import type { AccountDeletionView, DataExportView, EmailChangeField } from '@app/ui';
import { AccountSettingsScreen } from '@app/ui';
import { useDataExport, useRequestDataExport } from '../../features/account/api/data-export';
import { useAccountDeletion, useRequestAccountDeletion } from '../../features/account/api/deletion';
import { usePasskeys } from '../../features/sign-in/api/settings';
import { useChangeEmail, useEmailSettings, useResendValidation } from '../../features/notices/api/email';
import { RequirePermission } from '../../features/permissions/RequirePermission';
import { showToast } from '../../lib/toasts';

const messageOf = (error: unknown) => memberErrorMessage(error, 'Check your connection and try again.');

const isField = (field: string | undefined): field is EmailChangeField =>
  field === 'email' || field === 'currentPassword';

/** The status as the panel shows it: dates as the site shows dates (mediumDate), the size in KB or MB. */
function dataExportView(status: DataExportStatus | undefined, failed: boolean): DataExportView {
  if (!status) return { state: failed ? 'error' : 'loading' };
  const nextRequest = status.nextRequestAt ? formatMediumDate(status.nextRequestAt) : undefined;
  const next = nextRequest ? { nextRequest } : {};
  switch (status.state) {
    case 'preparing':
      return { state: 'preparing' };
    case 'ready':
      return {
        state: 'ready',
        size: formatFileSize(status.sizeBytes),
        availableUntil: formatMediumDate(status.expiresAt),
        ...next,
      };
    case 'expired':
      return { state: 'expired', expiredOn: formatMediumDate(status.expiresAt), ...next };
    default:
      return { state: status.state, ...next };
  }
}

/** With a session the deletion is nearly always `none` (asking ends it): until the status is read, the form shows. */
function accountDeletionView(status: AccountDeletionStatus | undefined): AccountDeletionView {
  return status?.state === 'scheduled'
    ? { state: 'scheduled', deleteOn: formatMediumDate(status.deleteAt) }
    : { state: 'none' };
}

/** Shown on the login page the member lands on: the date, and the way back, until the member closes it. */
function announceDeletion(status: AccountDeletionStatus) {
  if (status.state !== 'scheduled') return;
  showToast({
    tone: 'info',
    title: 'Your account will be deleted',
    description: `Your account will be deleted for good on ${formatMediumDate(status.deleteAt)}. Changed your mind? Log in before then and it comes back as it was.`,
    duration: Infinity,
  });
}

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
  const dataExport = useDataExport();
  const requestExport = useRequestDataExport();
  const fromMail = useSearchParams()[0].get('export') === 'ready';
  const deletion = useAccountDeletion();
  const requestDeletion = useRequestAccountDeletion({ onScheduled: announceDeletion });
  const passkeys = usePasskeys();
  const fieldError = change.error instanceof ApiError && isField(change.error.field) ? change.error : null;
  const deletionFieldError =
    requestDeletion.error instanceof ApiError &&
    (requestDeletion.error.field === 'password' || requestDeletion.error.field === 'email')
      ? requestDeletion.error.message
      : undefined;
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
      dataExport={{
        status: dataExportView(dataExport.data, dataExport.isError),
        downloadHref: DATA_EXPORT_DOWNLOAD_PATH,
        onRequest: () => requestExport.mutate(),
        requesting: requestExport.isPending,
        requestError: requestExport.error ? messageOf(requestExport.error) : undefined,
        onRetry: () => void dataExport.refetch(),
        focused: fromMail,
      }}
      accountDeletion={{
        status: accountDeletionView(deletion.data),
        hasPassword: data?.hasPassword,
        onDelete: (confirmation) => requestDeletion.mutate(confirmation),
        onDeleteWithPasskey:
          passkeys.data && passkeys.data.length > 0 ? () => requestDeletion.mutate('passkey') : undefined,
        submitting: requestDeletion.isPending,
        fieldError: deletionFieldError,
        requestError:
          requestDeletion.error && !deletionFieldError ? messageOf(requestDeletion.error) : undefined,
      }}
    />
  );
}
