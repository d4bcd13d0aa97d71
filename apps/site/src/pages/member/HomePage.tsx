import { showHomeAds } from '@app/client';
import { HomeScreen } from '@app/ui';
import type { CounterName } from '@app/contract';
import { catalogueEntry, featureTitles } from '@app/contract';
import { featurePaths, paths } from '../../config/paths';
import { homeShortcuts } from '../../features/navigation/shortcuts';
import { useNow } from '../../lib/clock';
import { useCounters } from '../../features/counters/api/get-counters';
import { usePermissions } from '../../features/permissions/api/get-permissions';
import { useCurrentProfile } from '../../features/session/api/get-profile';

const shortcuts = homeShortcuts.flatMap(({ id, icon, countNoun }) => {
  const counter = catalogueEntry(id).counter as CounterName | undefined;
  const title = featureTitles[id];
  return counter && title && id in featurePaths
    ? [
        {
          title,
          href: featurePaths[id as keyof typeof featurePaths].href(),
          icon,
          countLabel: countNoun,
          counter,
        },
      ]
    : [];
});

export default function HomePage() {
  const profile = useCurrentProfile().data;
  const permissions = usePermissions().data;
  const counters = useCounters().data;
  const now = useNow();

  return (
    <HomeScreen
      memberName={profile?.data.name ?? ''}
      isPayingMember={permissions?.isPayingMember ?? false}
      upgradeHref={paths.paywall.href()}
      showAds={Boolean(permissions && profile && showHomeAds(permissions, profile, now()))}
      shortcuts={shortcuts.map(({ counter, ...shortcut }) => ({ ...shortcut, count: counters?.[counter] }))}
    />
  );
}
