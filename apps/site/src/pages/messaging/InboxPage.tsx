// inbox: the member's conversations, newest first, 20 a page with "Load more". Free members see their inbox too
// (who wrote, when, how many unread); a banner explains locked messages and leads to the paywall.
import { Navigate } from 'react-router';
import { InboxScreen } from '@app/ui';
import { paths } from '../../config/paths';
import { useInbox } from '../../features/messaging/api/get-inbox';
import { mayMessage, messagingPaywallHref, paywallFeatureOf } from '../../features/messaging/paywall';
import { usePermissions } from '../../features/permissions/api/get-permissions';
import { RequirePermission } from '../../features/permissions/RequirePermission';
import { useNow } from '../../lib/clock';

export default function InboxPage() {
  return (
    <RequirePermission route="inbox">
      <Inbox />
    </RequirePermission>
  );
}

function Inbox() {
  const inbox = useInbox();
  const now = useNow();
  const readsAll = mayMessage(usePermissions().data, 'readMail');

  const refused = paywallFeatureOf(inbox.error, 'readMail');
  if (refused && !inbox.data)
    return <Navigate to={messagingPaywallHref(refused, paths.inbox.href())} replace />;

  const common = {
    now: now(),
    threadHref: (thread: { id: string }) => paths.thread.href(thread.id),
    browseHref: paths.search.href(),
    upgradeHref: readsAll === false ? messagingPaywallHref('readMail', paths.inbox.href()) : undefined,
  };
  if (inbox.data) {
    return (
      <InboxScreen
        {...common}
        status="ready"
        threads={inbox.data.pages.flatMap((page) => page.items)}
        hasMore={inbox.hasNextPage}
        onLoadMore={() => void inbox.fetchNextPage()}
        loadingMore={inbox.isFetchingNextPage}
        loadMoreError={inbox.isFetchNextPageError ? "We couldn't load more conversations. Try again." : null}
      />
    );
  }
  if (inbox.isError) {
    return <InboxScreen {...common} status="error" onRetry={() => void inbox.refetch()} />;
  }
  return <InboxScreen {...common} status="loading" />;
}
