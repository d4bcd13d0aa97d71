import { describe, expect, it } from 'vitest';
import * as constants from './constants.ts';
import {
  nextDailySpinsReset,
  paywallHeadline,
  paywallHeadlines,
  showHomeAds,
  showProfileViewAds,
} from './rules.ts';
import { paywallGates } from './routes.ts';

const now = new Date('2026-11-20T12:00:00Z');
const daysAgo = (days: number) => ({ signupDate: new Date(now.getTime() - days * 86_400_000).toISOString() });

describe('paywall headlines', () => {
  it('has a distinct headline for each of the seven gated features', () => {
    const keys = Object.keys(paywallGates) as (keyof typeof paywallGates)[];
    expect([...keys].sort()).toEqual(
      ['readMail', 'sendMessage', 'reply', 'mutualLikes', 'viewedMe', 'likedMe', 'blocklist'].sort(),
    );
    expect(new Set(keys.map(paywallHeadline)).size).toBe(7);
    expect(paywallHeadline('likedMe')).toBe('Upgrade to see who liked you');
    expect(Object.keys(paywallHeadlines).sort()).toEqual([...keys].sort());
  });
});

describe('ads', () => {
  const free = { isFullMember: false, isPayingMember: false };
  const paying = { isFullMember: true, isPayingMember: true };

  it('shows profile-view ads only to non-full members whose profile is older than 15 days', () => {
    expect(showProfileViewAds(free, daysAgo(16), now)).toBe(true);
    expect(showProfileViewAds(free, daysAgo(15), now)).toBe(false);
    expect(showProfileViewAds(free, daysAgo(3), now)).toBe(false);
    expect(showProfileViewAds(paying, daysAgo(400), now)).toBe(false);
  });

  it('shows home ads only to non-paying members whose profile is older than 15 days', () => {
    expect(showHomeAds(free, daysAgo(15.01), now)).toBe(true);
    expect(showHomeAds(free, daysAgo(14), now)).toBe(false);
    expect(showHomeAds({ isPayingMember: true }, daysAgo(100), now)).toBe(false);
    // A full member who does not pay still sees home ads.
    expect(showHomeAds({ isPayingMember: false }, daysAgo(100), now)).toBe(true);
  });
});

describe('nextDailySpinsReset (midnight America/New_York)', () => {
  const reset = (iso: string) => nextDailySpinsReset(new Date(iso)).toISOString();

  it('is midnight EST (05:00 UTC) in winter and midnight EDT (04:00 UTC) in summer', () => {
    expect(reset('2026-01-15T12:00:00Z')).toBe('2026-01-16T05:00:00.000Z');
    expect(reset('2026-07-15T12:00:00Z')).toBe('2026-07-16T04:00:00.000Z');
  });

  it('is correct across the spring-forward change (2026-03-08)', () => {
    // 2026-03-07 23:59 EST → midnight of the 8th is still EST.
    expect(reset('2026-03-08T04:59:00Z')).toBe('2026-03-08T05:00:00.000Z');
    // During the 8th (a 23-hour day) → midnight of the 9th is EDT.
    expect(reset('2026-03-08T05:00:00Z')).toBe('2026-03-09T04:00:00.000Z');
    expect(reset('2026-03-08T12:00:00Z')).toBe('2026-03-09T04:00:00.000Z');
  });

  it('is correct across the fall-back change (2026-11-01)', () => {
    // 2026-10-31 23:30 EDT → midnight of the 1st is still EDT.
    expect(reset('2026-11-01T03:30:00Z')).toBe('2026-11-01T04:00:00.000Z');
    // During the 1st (a 25-hour day, including the repeated 01:00 hour) → midnight of the 2nd is EST.
    expect(reset('2026-11-01T05:30:00Z')).toBe('2026-11-02T05:00:00.000Z');
    expect(reset('2026-11-01T06:30:00Z')).toBe('2026-11-02T05:00:00.000Z');
  });

  it('moves to the following midnight when called exactly at midnight', () => {
    expect(reset('2026-11-20T05:00:00Z')).toBe('2026-11-21T05:00:00.000Z');
  });
});

describe('constants', () => {
  it('hold every value of SPEC point 9', () => {
    expect({ ...constants }).toEqual({
      LOG_FLUSH_THRESHOLD: 20,
      LOG_POST_INTERVAL_MS: 1000,
      COUNTERS_REFRESH_MS: 30_000,
      PERMISSIONS_REFRESH_MS: 300_000,
      FACEBOOK_ALBUM_BATCH: 17,
      MAX_FACEBOOK_PHOTOS: 8,
      MAX_INSTAGRAM_PHOTOS: 8,
      PROFILES_PER_LIST: 12,
      SEARCH_RESULTS_PER_PAGE: 16,
      INTEREST_FEED_ITEMS_PER_LIST: 14,
      PHOTO_CARD_DELAY_MS: 100,
      SPOTIFY_ARTISTS_PER_PAGE: 12,
      TWENTY_Q_MIN_ANSWERS_FOR_REWARD: 5,
      DISCOUNT_PLAN_TEXT: '1 Month at $14.99 (50% off)',
      OLD_PROFILE_DAYS: 15,
      PLAN_CACHE_DAYS: 1,
      PLAN_CACHE_MS: 86_400_000,
      DAILY_SPINS_RESET_TIME_ZONE: 'America/New_York',
      PLATFORM_ID: 2,
      SITE_ID: 2,
      PUSH_NOTIFICATIONS_ENABLED: false,
      DEFAULT_LOCALE: 'en-US',
      DEFAULT_CURRENCY: 'USD',
      DEFAULT_DATE_FORMAT: 'mediumDate',
    });
  });
});
