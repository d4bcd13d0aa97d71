// profile/settings/account-settings: the address and its validation state (send the link again), and changing it
// with the current password. The server's field errors (a wrong password, a taken address) sit beside the field;
// other failures keep what was typed. "Your data": the copy of everything stored about the member (asked here,
// prepared by a job, downloaded by a plain link); the mail that says it is ready links here with `?export=ready`,
// which brings that section into view and focus.
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError, formatFileSize, formatMediumDate, memberErrorMessage } from '@app/client';
import type { DataExportStatus } from '@app/contract';
import { DATA_EXPORT_DOWNLOAD_PATH } from '@app/contract';
import type { DataExportView, EmailChangeField } from '@app/ui';
import { AccountSettingsScreen } from '@app/ui';
import { useDataExport, useRequestDataExport } from '../../features/account/api/data-export';
import { useChangeEmail, useEmailSettings, useResendValidation } from '../../features/notices/api/email';
import { RequirePermission } from '../../features/permissions/RequirePermission';

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
      dataExport={{
        status: dataExportView(dataExport.data, dataExport.isError),
        downloadHref: DATA_EXPORT_DOWNLOAD_PATH,
        onRequest: () => requestExport.mutate(),
        requesting: requestExport.isPending,
        requestError: requestExport.error ? messageOf(requestExport.error) : undefined,
        onRetry: () => void dataExport.refetch(),
        focused: fromMail,
      }}
    />
  );
}
