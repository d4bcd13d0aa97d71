// Which features the header's live counters and the home page's shortcuts show, with their icons. Titles, URLs and
// counters come from the contract's catalogue; this file only chooses and orders.
import type { CatalogueId, CounterName } from '@app/contract';
import { counterOf, featureTitles } from '@app/contract';
import type { IconName } from '@app/ui';
import { featurePaths } from '../../config/paths';

export interface Shortcut {
  id: CatalogueId;
  icon: IconName;
  /** What the home page's number counts ("new likes"). */
  countNoun: string;
}

/** The header's counters, in order; `label` says what the number counts when the page's title does not. */
export const headerCounters: readonly { id: CatalogueId; label?: string }[] = [
  { id: 'inbox', label: 'Unread messages' },
  { id: 'whoLikedMe' },
  { id: 'whoViewedMe' },
];

/** The home page's shortcuts, in order. */
export const homeShortcuts: readonly Shortcut[] = [
  { id: 'whoLikedMe', icon: 'heart', countNoun: 'likes' },
  { id: 'whoViewedMe', icon: 'user', countNoun: 'profile views' },
  { id: 'inbox', icon: 'message', countNoun: 'unread messages' },
  { id: 'mutualLikes', icon: 'star', countNoun: 'matches' },
  { id: 'whoILike', icon: 'heart', countNoun: 'members you like' },
];

export const shortcutIcon = (id: CatalogueId): IconName =>
  homeShortcuts.find((shortcut) => shortcut.id === id)?.icon ?? 'heart';

/** A counted feature's title, page and counter (from the catalogue), or undefined when it has no page or counter. */
export function countedFeature(
  id: CatalogueId,
): { title: string; href: string; counter: CounterName } | undefined {
  const counter = counterOf(id);
  const title = featureTitles[id];
  const page = (featurePaths as Partial<Record<CatalogueId, { href: () => string }>>)[id];
  return counter && title && page ? { title, href: page.href(), counter } : undefined;
}
