// The routes the router needs at start, without any page text (that loads with the pages): member pages with the
// route name of @app/client's route table that guards them, and the public pages' slugs.
import { paths } from './paths';

export interface MemberPageRoute {
  /** Route name in @app/client's route table (permission flag); null when every member may open it. */
  route: string | null;
  href: string;
}

export const memberPageRoutes: readonly MemberPageRoute[] = [
  { route: 'inbox', href: paths.inbox.href() },
  { route: 'messaging/compose', href: paths.compose.href() },
  { route: null, href: paths.hotlist.href() },
  { route: 'lists/wvm', href: paths.whoViewedMe.href() },
  { route: 'lists/wlm', href: paths.whoLikedMe.href() },
  { route: 'lists/wyl', href: paths.whoILike.href() },
  { route: 'lists/mutual-likes', href: paths.mutualLikes.href() },
  { route: 'lists/blocklist', href: paths.blocklist.href() },
  { route: 'profile/view', href: paths.profileView.href() },
  { route: 'profile/edit', href: paths.profileEdit.href() },
  { route: 'profile/photos', href: paths.profilePhotos.href() },
  { route: 'profile/complete', href: paths.profileComplete.href() },
  { route: 'profile/disable', href: paths.profileDisable.href() },
  { route: 'profile/disable/reasons', href: paths.profileDisableReasons.href() },
  { route: 'profile/disabled', href: paths.profileDisabled.href() },
  { route: 'profile/settings', href: paths.settings.href() },
  { route: 'account-settings', href: paths.accountSettings.href() },
  { route: 'email-settings', href: paths.emailSettings.href() },
  { route: 'login-settings', href: paths.loginSettings.href() },
  { route: 'verification-settings', href: paths.verificationSettings.href() },
  { route: null, href: paths.subscription.href() },
  { route: null, href: paths.search.href() },
  { route: null, href: paths.newsfeed.href() },
];

/** Public pages of SPEC point 2 besides the landing page. */
export const publicSlugs = [
  'user-agreement',
  'privacy-policy',
  'cookie-policy',
  'dispute-notice',
  'email-feedback',
  'success-stories',
  'feedback/success-stories',
  'fraud-protection',
  'safety-tips',
  'faq',
  'interested-in-me',
  'customer-service',
  'tech-support',
  'media-inquiries',
  'bug-report',
  'password-recovery',
  'system-abuse',
  'report-user',
  'blocklist/add',
] as const;
export type PublicSlug = (typeof publicSlugs)[number];
