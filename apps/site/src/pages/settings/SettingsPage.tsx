// profile/settings: the settings hub. It links to the four settings pages and holds visibility (hide the profile,
// browse incognito), which saves as each switch is flipped.
import { memberErrorMessage } from '@app/client';
import type { CatalogueId } from '@app/contract';
import { featureTitles, visibilityCopy } from '@app/contract';
import type { SettingsPageLink } from '@app/ui';
import { SettingsScreen } from '@app/ui';
import { paths } from '../../config/paths';
import { useSaveVisibility, useVisibility } from '../../features/account/api/visibility';
import { RequirePermission } from '../../features/permissions/RequirePermission';

const titleOf = (id: CatalogueId) => featureTitles[id] ?? id;

const pages: SettingsPageLink[] = [
  {
    title: titleOf('accountSettings'),
    description: 'Your email address, and validating it.',
    href: paths.accountSettings.href(),
  },
  {
    title: titleOf('emailSettings'),
    description: 'Which emails we send you.',
    href: paths.emailSettings.href(),
  },
  {
    title: titleOf('loginSettings'),
    description: 'Your password, and where you are logged in.',
    href: paths.loginSettings.href(),
  },
  {
    title: titleOf('verificationSettings'),
    description: 'Show members your profile is really you.',
    href: paths.verificationSettings.href(),
  },
];

const messageOf = (error: unknown) => memberErrorMessage(error, 'Check your connection and try again.');

export default function SettingsPage() {
  return (
    <RequirePermission route="profile/settings">
      <Settings />
    </RequirePermission>
  );
}

function Settings() {
  const visibility = useVisibility();
  const save = useSaveVisibility();
  return (
    <SettingsScreen
      pages={pages}
      visibilityCopy={visibilityCopy}
      visibilityStatus={visibility.data ? 'ready' : visibility.isError ? 'error' : 'loading'}
      visibility={visibility.data}
      onRetryVisibility={() => visibility.refetch()}
      onSaveVisibility={(values) => save.mutate(values)}
      savingVisibility={save.isPending}
      visibilityError={save.error ? messageOf(save.error) : undefined}
      visibilitySaved={save.isSuccess}
    />
  );
}
