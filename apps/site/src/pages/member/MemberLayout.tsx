// The member area: session required, the app shell around every member page, pollers, the live channel and log
// publishing running.
import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { AppShell } from '@app/ui';
import { PageLoading } from '../../components/PageLoading';
import { QueryProvider } from '../../components/QueryProvider';
import { prefetchPageData } from '../../config/built-pages';
import { paths } from '../../config/paths';
import { useCounters } from '../../features/counters/api/get-counters';
import { NoticesHost } from '../../features/notices/NoticesHost';
import { shellCounters, shellNavigation } from '../../features/navigation/shell-model';
import { usePermissions } from '../../features/permissions/api/get-permissions';
import { PollingBridge } from '../../features/session/PollingBridge';
import { RequireSession } from '../../features/session/RequireSession';
import { useCurrentProfile } from '../../features/session/api/get-profile';
import { useLogout } from '../../features/session/api/logout';
import { useLogPublishing, useSessionPollers } from '../../features/session/useMemberServices';
import { useReconnecting } from './reconnecting';

// What the live channel's events do: loaded after the page (the first event waits for it in lib/client), so the
// dialog, caches and queue it brings are not in the member area's first bytes.
const LiveBridge = lazy(() => import('./LiveBridge'));

/**
 * Starts, as soon as the layout mounts and in parallel with the profile check, what the page being opened needs:
 * the pollers (permissions and counters; their queries share those requests) and the page's data (a list page's
 * list). Without it each waited for the one before: profile, then permissions (route guard), then the list.
 */
function StartMemberData() {
  const queryClient = useQueryClient();
  const { pathname, search } = useLocation();
  useSessionPollers();
  useEffect(() => prefetchPageData(queryClient, pathname, search), [queryClient, pathname, search]);
  return null;
}

function MemberArea() {
  useLogPublishing();
  const { pathname } = useLocation();
  const profile = useCurrentProfile();
  const permissions = usePermissions();
  const counters = useCounters();
  const logout = useLogout();
  const reconnecting = useReconnecting();

  return (
    <AppShell
      homeHref={paths.home.href()}
      currentPath={pathname}
      memberName={profile.data?.data.name ?? ''}
      isPayingMember={permissions.data?.isPayingMember}
      upgradeHref={paths.paywall.href()}
      counters={counters.isError ? [] : shellCounters(counters.data)}
      navigation={shellNavigation(permissions.data, counters.data)}
      onLogout={() => logout.mutate()}
      loggingOut={logout.isPending}
      reconnecting={reconnecting}
    >
      <Suspense fallback={null}>
        <LiveBridge />
      </Suspense>
      <NoticesHost
        accountSettingsHref={paths.accountSettings.href()}
        completeProfileHref={paths.profileComplete.href()}
        completingProfile={[
          paths.profileEdit.href(),
          paths.profilePhotos.href(),
          paths.profileComplete.href(),
        ].some((href) => pathname.startsWith(href))}
      />
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </AppShell>
  );
}

export default function MemberLayout() {
  return (
    <QueryProvider>
      <PollingBridge />
      <StartMemberData />
      <RequireSession>
        <MemberArea />
      </RequireSession>
    </QueryProvider>
  );
}
