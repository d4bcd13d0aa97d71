// Turns the member-page table, the permissions and the counters into what the app shell shows.
import type { Counters, Permissions } from '@app/contract';
import { canOpenRoute } from '@app/client';
import type { ShellCounter, ShellNavGroup } from '@app/ui';
import { memberPages, navGroupOrder } from '../../config/member-pages';
import { paths } from '../../config/paths';

/** The counters shown in the header, in order. */
export const headerCounters: readonly Omit<ShellCounter, 'count'>[] = [
  { id: 'unreadMessages', label: 'Unread messages', icon: 'message', href: paths.inbox.href() },
  { id: 'whoLikedMe', label: 'Who liked me', icon: 'heart', href: paths.whoLikedMe.href() },
  { id: 'whoViewedMe', label: 'Who viewed me', icon: 'user', href: paths.whoViewedMe.href() },
];

export function shellCounters(counters: Counters | undefined): ShellCounter[] | undefined {
  return counters && headerCounters.map((counter) => ({ ...counter, count: counters[counter.id] ?? 0 }));
}

export function shellNavigation(
  permissions: Permissions | undefined,
  counters: Counters | undefined,
): ShellNavGroup[] {
  return navGroupOrder.map((group) => ({
    label: group,
    items: memberPages
      .filter((page) => page.group === group)
      .map((page) => ({
        label: page.title,
        href: page.href,
        count: page.counter && counters ? counters[page.counter] : undefined,
        locked: Boolean(page.route && permissions && !canOpenRoute(permissions, page.route)),
      })),
  }));
}
