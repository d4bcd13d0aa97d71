// What the member area shows for each member page: title, navigation group, the counter beside it and, while the
// page is not built yet, what it will do. Titles, groups and counters come from the contract's catalogue and copy;
// only the placeholder summaries and the titles of flow steps are written here. Loaded with the member area (the
// router only needs config/routes.ts).
import type { CatalogueId, CounterName, NavGroup } from '@app/contract';
import { catalogueEntry, counterOf, featureTitles } from '@app/contract';
import type { MemberPageRoute } from './routes';
import { memberPageRoutes } from './routes';

export type NavGroupName = NavGroup;

export interface MemberPageText {
  title: string;
  /** Where the navigation lists the page; undefined: not listed (a step of a flow, or reached from other pages). */
  group?: NavGroup;
  /** What the page lets a member do (shown on its placeholder until it is built). */
  summary: string;
  counter?: CounterName;
}

export type MemberPage = MemberPageRoute & MemberPageText;

/** What the pages not built yet will do. */
const summaries: Partial<Record<CatalogueId, string>> = {
  disableProfile: 'Hide your profile from everyone for a while; log in again to come back.',
  settings: 'Every setting of your account in one place.',
  accountSettings: 'Change your visibility and account details.',
  emailSettings: 'Choose which emails we send you, and validate your address.',
  loginSettings: 'Change your email login and password.',
  subscribe: 'See your plan, renew, change or cancel it, and find your receipts.',
};

/** The later steps of a flow, by route name: their own title and summary. */
const flowSteps: Record<string, Omit<MemberPageText, 'group'>> = {
  'profile/disable/reasons': {
    title: 'Why you are leaving',
    summary: 'Tell us why you are disabling your profile, so we can do better.',
  },
  'profile/disabled': {
    title: 'Profile disabled',
    summary: 'Confirms that your profile is hidden, and lets you reactivate it.',
  },
};

function textOf(page: MemberPageRoute): MemberPageText {
  const step = page.main ? undefined : flowSteps[page.route ?? ''];
  if (!page.main && !step) throw new Error(`No title for the flow step ${page.href}`);
  if (step) return step;
  const entry = catalogueEntry(page.id);
  const title = featureTitles[page.id];
  if (!title) throw new Error(`No title for member page ${page.href}`);
  return {
    title,
    group: entry.nav,
    counter: counterOf(page.id),
    summary: summaries[page.id] ?? '',
  };
}

export const memberPages: readonly MemberPage[] = memberPageRoutes.map((page) => ({
  ...page,
  ...textOf(page),
}));

export const navGroupOrder: readonly NavGroup[] = ['Messages', 'Discover', 'Lists', 'Profile', 'Settings'];
