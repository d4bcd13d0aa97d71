// Turns the member-page table, the permissions and the counters into what the app shell shows: the navigation lists
// each feature's page (the destinations a member chooses, not the later steps of a flow), with the count beside it
// in words for screen readers.
import type { Counters, Permissions } from '@app/contract';
import { counterPhrases } from '@app/contract';
import { canOpenRoute } from '@app/client';
import type { ShellCounter, ShellNavGroup } from '@app/ui';
import { memberPages, navGroupOrder } from '../../config/member-pages';
import { countedFeature, headerCounters as headerCounterChoice, shortcutIcon } from './shortcuts';

/** The counters shown in the header, in order. */
export const headerCounters: readonly Omit<ShellCounter, 'count'>[] = headerCounterChoice.flatMap(
  ({ id, label }) => {
    const feature = countedFeature(id);
    return feature
      ? [{ id: feature.counter, label: label ?? feature.title, icon: shortcutIcon(id), href: feature.href }]
      : [];
  },
);

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
      .filter((page) => page.main && page.group === group)
      .map((page) => {
        const count = page.counter && counters ? counters[page.counter] : undefined;
        return {
          label: page.title,
          href: page.href,
          count,
          countLabel: page.counter && count !== undefined ? counterPhrases[page.counter](count) : undefined,
          locked: Boolean(page.route && permissions && !canOpenRoute(permissions, page.route)),
        };
      }),
  }));
}
