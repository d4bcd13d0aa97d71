// profile/settings/email-settings: a switch per kind of email members may turn off, saved together and confirmed;
// a failed save keeps the switches as the member set them.
import { useState } from 'react';
import { paths } from '../../config/paths';
import { EmailSettingsScreen } from '@app/ui';
import { useEmailSettings, useSaveOptOuts } from '../../features/notices/api/email';
import { RequirePermission } from '../../features/permissions/RequirePermission';

export default function EmailSettingsPage() {
  return (
    <RequirePermission route="email-settings">
      <EmailSettings />
    </RequirePermission>
  );
}

function EmailSettings() {
  const settings = useEmailSettings();
  const save = useSaveOptOuts();
  const [saved, setSaved] = useState<string>();
  const data = settings.data;
  return (
    <EmailSettingsScreen
      status={data ? 'ready' : settings.isError ? 'error' : 'loading'}
      onRetry={() => settings.refetch()}
      email={data?.email}
      optOuts={data?.optOuts}
      accountSettingsHref={paths.accountSettings.href()}
      onSave={(optOuts) => {
        setSaved(undefined);
        save.mutate(optOuts, { onSuccess: () => setSaved('We will only send you the emails you left on.') });
      }}
      saving={save.isPending}
      saveError={
        save.error
          ? (save.error instanceof Error && save.error.message) || 'Check your connection.'
          : undefined
      }
      saved={saved}
    />
  );
}
