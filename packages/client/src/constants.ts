// Every business constant of SPEC point 9, in one place. Names say the unit.

/** The log publisher starts once the queue holds MORE than this many entries. */
export const LOG_FLUSH_THRESHOLD = 20;
export const LOG_POST_INTERVAL_MS = 1000;
export const COUNTERS_REFRESH_MS = 30_000;
export const PERMISSIONS_REFRESH_MS = 300_000;

/** Facebook album batch, and the most photos imported from Facebook and from Instagram: declared in the contract. */
export { FACEBOOK_ALBUM_BATCH, MAX_FACEBOOK_PHOTOS, MAX_INSTAGRAM_PHOTOS } from '@app/contract';

export const PROFILES_PER_LIST = 12;
export const SEARCH_RESULTS_PER_PAGE = 16;
export const INTEREST_FEED_ITEMS_PER_LIST = 14;
/** Delay before a photo card appears (ms): declared in the contract. */
export { PHOTO_CARD_DELAY_MS } from '@app/contract';
/** Spotify artists a search page holds, and the 20Q answers (at least) that earn the reward: declared in the contract. */
export {
  SPOTIFY_ARTISTS_PER_PAGE,
  TWENTY_Q_REWARD_ANSWERS as TWENTY_Q_MIN_ANSWERS_FOR_REWARD,
} from '@app/contract';

/** '1 Month at $14.99 (50% off)', declared once in the contract (the server stores it in the plan catalog). */
export { DISCOUNT_PLAN_TEXT } from '@app/contract';

/** Ads show only for profiles older than this. */
export const OLD_PROFILE_DAYS = 15;
export const PLAN_CACHE_DAYS = 1;
export const PLAN_CACHE_MS = PLAN_CACHE_DAYS * 24 * 60 * 60 * 1000;
/** Daily spins reset at midnight in this time zone (US Eastern, DST-aware): declared in the contract. */
export { EASTERN_TIME_ZONE as DAILY_SPINS_RESET_TIME_ZONE } from '@app/contract';

export const PLATFORM_ID = 2;
export const SITE_ID = 2;
export const PUSH_NOTIFICATIONS_ENABLED = false;
export const DEFAULT_LOCALE = 'en-US';
export const DEFAULT_CURRENCY = 'USD';
/** Angular-style format name; `formatMediumDate` renders it ("Nov 20, 2026"). */
export const DEFAULT_DATE_FORMAT = 'mediumDate';
