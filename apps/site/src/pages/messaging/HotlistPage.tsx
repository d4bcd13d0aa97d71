// hotlist: the members the member saved as favourites, newest first, 12 a page, with Message and Remove. Every
// member may keep a hotlist (free members too).
import { HotlistScreen } from '@app/ui';
import { paths } from '../../config/paths';
import { useHotlist } from '../../features/messaging/api/get-hotlist';
import {
  useRemoveFromHotlist,
  useRemovingFromHotlist,
} from '../../features/messaging/api/remove-from-hotlist';
import { useNow } from '../../lib/clock';

export default function HotlistPage() {
  const hotlist = useHotlist();
  const remove = useRemoveFromHotlist();
  const removingIds = useRemovingFromHotlist();
  const now = useNow();

  const common = {
    now: now(),
    profileHref: (member: { id: number }) => paths.profileView.href(member.id),
    messageHref: (member: { id: number }) => paths.compose.href(member.id),
    browseHref: paths.search.href(),
  };
  if (hotlist.data) {
    const entries = hotlist.data.pages.flatMap((page) => page.items);
    return (
      <HotlistScreen
        {...common}
        status="ready"
        entries={entries}
        hasMore={hotlist.hasNextPage}
        onLoadMore={() => void hotlist.fetchNextPage()}
        loadingMore={hotlist.isFetchingNextPage}
        onRemove={(memberId) => {
          const entry = entries.find((candidate) => candidate.member.id === memberId);
          if (entry) remove.mutate(entry.member);
        }}
        removingIds={removingIds}
      />
    );
  }
  if (hotlist.isError) {
    return <HotlistScreen {...common} status="error" onRetry={() => void hotlist.refetch()} />;
  }
  return <HotlistScreen {...common} status="loading" />;
}
