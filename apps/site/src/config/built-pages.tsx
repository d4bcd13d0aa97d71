// The page of every member route, by router pattern. SiteRoutes renders `builtPages[href]` for a member route (or
// `signedOutPages[href]`, outside the member area); a pattern that is not a member route of config/routes.ts (a page
// with a parameter, or a public slug that needs a member, like report-user) gets its own route inside the member
// area. Each feature adds its pages here; each page guards itself (RequirePermission) and loads lazily. A member
// route or public slug with no page here (or in config/public-pages) has no route: it shows the not-found page, and
// config/routes.test.ts fails.
import type { ComponentType, LazyExoticComponent } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { listIds, retentionOffers } from '@app/contract';
import type { PrefetchPageData } from './page-data';
import type { PublicSlug } from './routes';
import { lazyPage } from '../boot/hydration';
import { disablePaths } from '../features/disable/paths';
import { featurePaths, paths } from './paths';

type LazyPage = LazyExoticComponent<ComponentType>;

interface PageModule {
  default: ComponentType;
  prefetchData?: PrefetchPageData;
}

const loaders = new Map<LazyPage, () => Promise<PageModule>>();
/** A lazily loaded page whose code `preloadBuiltPages` can also load ahead of time. */
const page = (load: () => Promise<PageModule>): LazyPage => {
  const component = lazyPage(load);
  loaders.set(component, load);
  return component;
};
/** Loads every built page's code now (Storybook does, so a story never waits for a chunk). */
export const preloadBuiltPages = () =>
  Promise.all([...loaders.values()].map((load) => load())).then(() => undefined);

const ListsPage = page(() => import('../pages/discovery/ListsPage'));
const ProfileViewPage = page(() => import('../pages/discovery/ProfileViewPage'));
const SearchPage = page(() => import('../pages/discovery/SearchPage'));
const FeedPage = page(() => import('../pages/discovery/FeedPage'));
const BlockUserPage = page(() => import('../pages/discovery/BlockUserPage'));
const ReportUserPage = page(() => import('../pages/discovery/ReportUserPage'));

const ProfileEditPage = page(() => import('../pages/profile/ProfileEditPage'));
const ProfileCompletePage = page(() => import('../pages/profile/ProfileCompletePage'));
const PhotosPage = page(() => import('../pages/profile/PhotosPage'));
const VerificationSettingsPage = page(() => import('../pages/settings/VerificationSettingsPage'));
const SettingsPage = page(() => import('../pages/settings/SettingsPage'));
const LoginSettingsPage = page(() => import('../pages/settings/LoginSettingsPage'));
const AccountSettingsPage = page(() => import('../pages/settings/AccountSettingsPage'));
const EmailSettingsPage = page(() => import('../pages/settings/EmailSettingsPage'));
const EmailValidationPage = page(() => import('../pages/email/EmailValidationPage'));
const PasswordRecoveryPage = page(() => import('../pages/password-recovery/PasswordRecoveryPage'));
const SignupPage = page(() => import('../pages/signup/SignupPage'));
const SignupConfirmPage = page(() => import('../pages/signup/SignupConfirmPage'));

const SubscriptionPage = page(() => import('../pages/subscription/SubscriptionPage'));
const PurchaseSuccessPage = page(() => import('../pages/subscription/PurchaseSuccessPage'));
const ReceiptPage = page(() => import('../pages/subscription/ReceiptPage'));
const CancelPage = page(() => import('../pages/subscription/CancelPage'));
const OfferPage = page(() => import('../pages/subscription/OfferPage'));
const FreeTimeCongratulationsPage = page(() => import('../pages/subscription/FreeTimeCongratulationsPage'));

const SpinPage = page(() => import('../pages/spin/SpinPage'));

const InterestsPage = page(() => import('../pages/interests/InterestsPage'));
const InterestFeedPage = page(() => import('../pages/interests/InterestFeedPage'));
const InvitesPage = page(() => import('../pages/interests/InvitesPage'));

const DisableProfilePage = page(() => import('../pages/disable/DisableProfilePage'));
const DisableReasonsPage = page(() => import('../pages/disable/DisableReasonsPage'));
const DisabledPage = page(() => import('../pages/disable/DisabledPage'));

const InboxPage = lazyPage(() => import('../pages/messaging/InboxPage'));
const ThreadPage = lazyPage(() => import('../pages/messaging/ThreadPage'));
const ComposePage = lazyPage(() => import('../pages/messaging/ComposePage'));
const HotlistPage = lazyPage(() => import('../pages/messaging/HotlistPage'));

export const builtPages: Readonly<Record<string, LazyPage>> = {
  ...Object.fromEntries(listIds.map((id) => [featurePaths[id].href(), ListsPage])),
  [paths.profileView.href()]: ProfileViewPage,
  [paths.profileView.path]: ProfileViewPage,
  [paths.search.href()]: SearchPage,
  [paths.newsfeed.href()]: FeedPage,
  [paths.interestedInMe.href()]: FeedPage,
  [paths.blockUser.path]: BlockUserPage,
  [paths.reportUser.path]: ReportUserPage,
  [paths.inbox.href()]: InboxPage,
  [paths.thread.path]: ThreadPage,
  [paths.compose.href()]: ComposePage,
  [paths.hotlist.href()]: HotlistPage,
  [paths.profileEdit.href()]: ProfileEditPage,
  [paths.profileComplete.href()]: ProfileCompletePage,
  [paths.profilePhotos.href()]: PhotosPage,
  [paths.verificationSettings.href()]: VerificationSettingsPage,
  [paths.settings.href()]: SettingsPage,
  [paths.loginSettings.href()]: LoginSettingsPage,
  [paths.accountSettings.href()]: AccountSettingsPage,
  [paths.emailSettings.href()]: EmailSettingsPage,
  [paths.subscription.href()]: SubscriptionPage,
  [paths.subscription.href('success')]: PurchaseSuccessPage,
  [paths.subscription.href('receipt')]: ReceiptPage,
  [paths.subscription.href('cancel')]: CancelPage,
  ...Object.fromEntries(retentionOffers.map((offer) => [paths.subscription.href(offer), OfferPage])),
  [paths.subscription.href('free-time-congratulations')]: FreeTimeCongratulationsPage,
  [paths.dailySpins.href()]: SpinPage,
  [paths.interests.href()]: InterestsPage,
  [paths.interestFeed.path]: InterestFeedPage,
  [paths.invites.href()]: InvitesPage,
  [disablePaths.explain]: DisableProfilePage,
  [disablePaths.reasons]: DisableReasonsPage,
};

/**
 * Member routes whose page renders outside the member area, without a session: profile/disabled follows the
 * disable call, which ended every session of the member.
 */
export const signedOutPages: Readonly<Record<string, LazyPage>> = {
  [disablePaths.disabled]: DisabledPage,
  /** A validation link is opened in whatever browser reads the mail, logged in or not. */
  [paths.emailValidation.path]: EmailValidationPage,
  /** Joining: the form, and the page its mailed link opens (which logs the new member in). */
  [paths.signup.path]: SignupPage,
  [paths.signupConfirm.path]: SignupConfirmPage,
};

/** Public pages that are built, by slug: they render without a session, outside the member area. */
export const publicBuiltPages: Readonly<Partial<Record<PublicSlug, LazyPage>>> = {
  'password-recovery': PasswordRecoveryPage,
};

/** The page of a member route of config/routes.ts, and whether it renders outside the member area. */
export function memberRoutePage(href: string): { page: LazyPage; signedOut: boolean } | undefined {
  const signedOut = signedOutPages[href];
  if (signedOut) return { page: signedOut, signedOut: true };
  const page = builtPages[href];
  return page && { page, signedOut: false };
}

/** The page of a public slug built here: outside the member area (password recovery) or inside it (report-user). */
export function publicBuiltPage(slug: PublicSlug): { page: LazyPage; member: boolean } | undefined {
  const outside = publicBuiltPages[slug];
  if (outside) return { page: outside, member: false };
  const inside = builtPages[`/${slug}`];
  return inside && { page: inside, member: true };
}

/**
 * Starts loading the data of the built page at `pathname` (exact href), if its module exports `prefetchData`.
 * Returns a cancel function: a member layout that has already left (e.g. to the login page) fetches nothing.
 */
export function prefetchPageData(queryClient: QueryClient, pathname: string, search: string): () => void {
  let cancelled = false;
  const builtPage = builtPages[pathname];
  const load = builtPage && loaders.get(builtPage);
  void load?.().then((module) => cancelled || module.prefetchData?.(queryClient, pathname, search));
  return () => void (cancelled = true);
}
