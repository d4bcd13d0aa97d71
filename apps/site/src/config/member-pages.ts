// What the member area's navigation shows for each feature's page (not the later steps of a flow): title, navigation
// group and the counter beside it, all from the contract's catalogue and copy. Loaded with the member area (the
// router only needs config/routes.ts).
import type { CounterName, NavGroup } from '@app/contract';
import { catalogueEntry, counterOf, featureTitles } from '@app/contract';
import type { MemberPageRoute } from './routes';
import { memberPageRoutes } from './routes';

export interface MemberPageText {
  title: string;
  /** Where the navigation lists the page; undefined: not listed (reached from other pages). */
  group?: NavGroup;
  counter?: CounterName;
}

export type MemberPage = MemberPageRoute & MemberPageText;

function textOf(page: MemberPageRoute): MemberPageText {
  const entry = catalogueEntry(page.id);
  const title = featureTitles[page.id];
  if (!title) throw new Error(`No title for member page ${page.href}`);
  return {
    title,
    group: entry.nav,
    counter: counterOf(page.id),
  };
}

/** Each feature's page (its first route), in catalogue order. */
export const memberPages: readonly MemberPage[] = memberPageRoutes
  .filter((page) => page.main)
  .map((page) => ({
    ...page,
    ...textOf(page),
  }));

export const navGroupOrder: readonly NavGroup[] = ['Messages', 'Discover', 'Lists', 'Profile', 'Settings'];
