// The five member lists (lists/wvm, lists/wlm, lists/wyl, lists/mutual-likes, lists/blocklist), 12 members a page.
// The permission guard sends a member whose plan does not include the list to home/paywall with its headline; the
// server decides too (a 403 `paywall` answer leads to the same place).
import { Navigate, useLocation } from 'react-router';
import type { ListKind } from '@app/contract';
import { errorCodes, listKinds } from '@app/contract';
import { ApiError, canOpenRoute, memberRoute } from '@app/client';
import { ListsScreen } from '@app/ui';
import { paths } from '../../config/paths';
import { useCounters } from '../../features/counters/api/get-counters';
import { useList } from '../../features/discovery/api/get-list';
import { useLikeMember } from '../../features/discovery/api/like-member';
import { useUnblockMember } from '../../features/discovery/api/unblock-member';
import { useCursorPaging } from '../../features/discovery/cursor-paging';
import { discoveryLinks } from '../../features/discovery/links';
import { listKindAt, listRoutes } from '../../features/discovery/list-kinds';
import { usePermissions } from '../../features/permissions/api/get-permissions';
import { RequirePermission } from '../../features/permissions/RequirePermission';

/** The member layout starts loading the list at once (config/built-pages). */
export { prefetchListAt as prefetchData } from '../../features/discovery/prefetch-list';

const paywallFor = (kind: ListKind) =>
  paths.paywall.href(memberRoute(listRoutes[kind].route)?.paywall ?? undefined);

export default function ListsPage() {
  const kind = listKindAt(useLocation().pathname);
  if (!kind) return <Navigate to={paths.home.href()} replace />;
  return (
    <RequirePermission route={listRoutes[kind].route}>
      <MemberList key={kind} kind={kind} />
    </RequirePermission>
  );
}

function MemberList({ kind }: { kind: ListKind }) {
  const paging = useCursorPaging();
  const list = useList(kind, paging.cursor);
  const counters = useCounters().data;
  const permissions = usePermissions().data;
  const { toggleLike } = useLikeMember();
  const unblock = useUnblockMember();

  if (list.error instanceof ApiError && list.error.code === errorCodes.paywall)
    return <Navigate to={paywallFor(kind)} replace />;

  const page = list.data;
  return (
    <ListsScreen
      kind={kind}
      status={page ? 'ready' : list.isError ? 'error' : 'loading'}
      items={page?.items ?? []}
      total={page?.total}
      counts={Object.fromEntries(listKinds.map((k) => [k, counters?.[listRoutes[k].counter]]))}
      lockedKinds={listKinds.filter((k) => permissions && !canOpenRoute(permissions, listRoutes[k].route))}
      page={paging.page}
      hasPrev={paging.hasPrev}
      hasNext={Boolean(page?.nextCursor)}
      onPageChange={(target) => paging.goTo(target, page?.nextCursor)}
      onLike={(member, liked) => toggleLike(member, liked)}
      onUnblock={(member) => unblock.mutate(member)}
      unblockingIds={unblock.isPending && unblock.variables ? [unblock.variables.id] : []}
      onRetry={() => list.refetch()}
      links={discoveryLinks.lists}
    />
  );
}
