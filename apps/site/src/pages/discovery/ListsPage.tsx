// The member lists of the contract's catalogue, 12 members a page. The permission guard sends a member whose plan
// does not include the list to home/paywall with its headline; the server decides too (a 403 `paywall` answer leads
// to the same place). Tabs, links and copy come from the catalogue, the contract's copy and the site's paths.
import { Navigate, useLocation } from 'react-router';
import { counterPhrases, errorCodes, featureTitles, listCopy } from '@app/contract';
import { ApiError, canOpenRoute } from '@app/client';
import { ListsScreen } from '@app/ui';
import type { ListEmptyCopy } from '@app/ui';
import { featurePaths, paths } from '../../config/paths';
import { useCounters } from '../../features/counters/api/get-counters';
import { useList } from '../../features/discovery/api/get-list';
import { useLikeMember } from '../../features/discovery/api/like-member';
import { useUnblockMember } from '../../features/discovery/api/unblock-member';
import { useCursorPaging } from '../../features/discovery/cursor-paging';
import type { ListRoute } from '../../features/discovery/list-kinds';
import { listRouteAt, listRoutes } from '../../features/discovery/list-kinds';
import { usePermissions } from '../../features/permissions/api/get-permissions';
import { RequirePermission } from '../../features/permissions/RequirePermission';
import { prefetchListAt } from '../../features/discovery/prefetch-list';

/**
 * The member layout starts loading the list at once (config/built-pages).
 * @public read through the page's module by config/built-pages.tsx, where knip cannot follow it.
 */
export const prefetchData = prefetchListAt;

export default function ListsPage() {
  const list = listRouteAt(useLocation().pathname);
  if (!list) return <Navigate to={paths.home.href()} replace />;
  return (
    <RequirePermission route={list.route}>
      <MemberList key={list.id} list={list} />
    </RequirePermission>
  );
}

/** The empty list's copy, its suggestion linked to a page of the site. */
function emptyCopy(list: ListRoute): ListEmptyCopy {
  const { action, ...text } = listCopy[list.id].empty;
  const href =
    action.to === 'photos'
      ? paths.profilePhotos.href()
      : action.to === 'search'
        ? paths.search.href()
        : featurePaths[action.to].href();
  return { ...text, action: { label: action.label, href } };
}

function MemberList({ list }: { list: ListRoute }) {
  const paging = useCursorPaging();
  const { pathname, search } = useLocation();
  const query = useList(list.kind, paging.cursor);
  const counters = useCounters().data;
  const permissions = usePermissions().data;
  const { toggleLike } = useLikeMember();
  const unblock = useUnblockMember();

  if (query.error instanceof ApiError && query.error.code === errorCodes.paywall)
    return <Navigate to={paths.paywall.href(list.paywall, `${pathname}${search}`)} replace />;

  const page = query.data;
  const isBlocklist = list.id === 'blocklist';
  return (
    <ListsScreen
      tabs={listRoutes.map((tab) => ({
        href: tab.href,
        title: featureTitles[tab.id] ?? tab.id,
        count: counters?.[tab.counter],
        locked: Boolean(permissions && !canOpenRoute(permissions, tab.route)),
      }))}
      currentHref={list.href}
      status={page ? 'ready' : query.isError ? 'error' : 'loading'}
      items={page?.items ?? []}
      total={page?.total}
      describeTotal={counterPhrases[list.counter]}
      metaVerb={listCopy[list.id].metaVerb}
      empty={emptyCopy(list)}
      page={paging.page}
      hasPrev={paging.hasPrev}
      hasNext={Boolean(page?.nextCursor)}
      onPageChange={(target) => paging.goTo(target, page?.nextCursor)}
      onLike={(member, liked) => toggleLike(member, liked)}
      onUnblock={isBlocklist ? (member) => unblock.mutate(member) : undefined}
      unblockingIds={unblock.isPending && unblock.variables ? [unblock.variables.id] : []}
      onRetry={() => query.refetch()}
      profileHref={(memberId) => paths.profileView.href(memberId)}
      upgradeHref={paths.paywall.href()}
    />
  );
}
