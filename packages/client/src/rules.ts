// Business rules as pure functions (SPEC points 3, 6 and 9).
import type { CurrentProfile, Permissions } from '@app/contract';
import { OLD_PROFILE_DAYS } from './constants.ts';

/** Paywall headlines live once, in the contract's copy; re-exported for the site and its tests. */
export { paywallHeadline, paywallHeadlines } from '@app/contract';

const DAY_MS = 24 * 60 * 60 * 1000;

/** True when the profile signed up more than 15 days before `now`. */
export const isOldProfile = (profile: Pick<CurrentProfile, 'signupDate'>, now: Date): boolean =>
  now.getTime() - new Date(profile.signupDate).getTime() > OLD_PROFILE_DAYS * DAY_MS;

/** Ads on the profile view page: not a full member and an old profile. */
export const showProfileViewAds = (
  permissions: Pick<Permissions, 'isFullMember'>,
  profile: Pick<CurrentProfile, 'signupDate'>,
  now: Date,
): boolean => !permissions.isFullMember && isOldProfile(profile, now);

/** Ads on the home page: not a paying member and an old profile. */
export const showHomeAds = (
  permissions: Pick<Permissions, 'isPayingMember'>,
  profile: Pick<CurrentProfile, 'signupDate'>,
  now: Date,
): boolean => !permissions.isPayingMember && isOldProfile(profile, now);

/** The next midnight in US Eastern time after `now` (daily spins reset): the contract's Eastern day. */
export { nextEasternMidnight as nextDailySpinsReset } from '@app/contract';
