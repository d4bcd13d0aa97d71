import { describe, expect, it } from 'vitest';
import {
  buildPath,
  discoveryEndpoints,
  discoveryPageSizes,
  getList,
  getProfileView,
  lookupCities,
  newsfeed,
  reportBody,
  searchQuery,
} from './index.ts';

const issuesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => issue.path.join('.')) ?? [];

describe('discovery contract', () => {
  it('uses the page sizes of SPEC point 9 as default and cap', () => {
    expect(discoveryPageSizes).toEqual({ list: 12, search: 16, feed: 14 });
    expect(getList.query.parse({}).limit).toBe(12);
    expect(searchQuery.parse({}).limit).toBe(16);
    expect(newsfeed.query.parse({}).limit).toBe(14);
    expect(issuesOf(getList.query.safeParse({ limit: '13' }))).toEqual(['limit']);
    expect(issuesOf(searchQuery.safeParse({ limit: 17 }))).toEqual(['limit']);
    expect(issuesOf(newsfeed.query.safeParse({ limit: '15' }))).toEqual(['limit']);
    expect(issuesOf(getList.query.safeParse({ limit: '0' }))).toEqual(['limit']);
  });

  it('accepts only the five list kinds in the path', () => {
    for (const kind of ['who-viewed-me', 'who-liked-me', 'who-i-like', 'mutual-likes', 'blocklist']) {
      expect(getList.params.safeParse({ kind }).success).toBe(true);
    }
    expect(getList.params.safeParse({ kind: 'wvm' }).success).toBe(false);
    expect(getList.params.safeParse({ kind: 'WHO_LIKED_ME' }).success).toBe(false);
    expect(buildPath(getList.path, { kind: 'mutual-likes' })).toBe('/api/user/lists/mutual-likes');
  });

  it('reads search filters from URL strings', () => {
    expect(
      searchQuery.parse({
        ageMin: '25',
        ageMax: '40',
        seeking: 'woman',
        distanceKm: '50',
        hasPhoto: 'true',
        verified: '0',
        onlineRecently: true,
      }),
    ).toEqual({
      ageMin: 25,
      ageMax: 40,
      seeking: 'woman',
      distanceKm: 50,
      hasPhoto: true,
      verified: false,
      onlineRecently: true,
      limit: 16,
    });
    expect(searchQuery.parse({})).toMatchObject({ ageMin: 18, ageMax: 99 });
  });

  it('names ageMax when the age range is upside down, and allows min = max', () => {
    expect(issuesOf(searchQuery.safeParse({ ageMin: 40, ageMax: 30 }))).toEqual(['ageMax']);
    expect(searchQuery.safeParse({ ageMin: 30, ageMax: 30 }).success).toBe(true);
    expect(issuesOf(searchQuery.safeParse({ ageMin: 50 }))).toEqual([]);
    expect(issuesOf(searchQuery.safeParse({ ageMin: 17 }))).toEqual(['ageMin']);
    expect(issuesOf(searchQuery.safeParse({ ageMax: 100 }))).toEqual(['ageMax']);
    expect(issuesOf(searchQuery.safeParse({ ageMin: 'twenty' }))).toEqual(['ageMin']);
  });

  it('takes a city or a distance, not both', () => {
    expect(searchQuery.safeParse({ city: 'Austin' }).success).toBe(true);
    expect(issuesOf(searchQuery.safeParse({ city: 'Austin', distanceKm: 20 }))).toEqual(['distanceKm']);
    expect(issuesOf(searchQuery.safeParse({ distanceKm: 501 }))).toEqual(['distanceKm']);
  });

  it('limits report text to 1000 characters and the reason to the list', () => {
    expect(reportBody.safeParse({ memberId: 3, reason: 'spam' }).success).toBe(true);
    expect(reportBody.safeParse({ memberId: 3, reason: 'other', text: 'x'.repeat(1000) }).success).toBe(true);
    expect(issuesOf(reportBody.safeParse({ memberId: 3, reason: 'other', text: 'x'.repeat(1001) }))).toEqual([
      'text',
    ]);
    expect(issuesOf(reportBody.safeParse({ memberId: 3, reason: 'rude' }))).toEqual(['reason']);
  });

  it('coerces the profile id and rejects non-ids', () => {
    expect(getProfileView.params.parse({ id: '42' })).toEqual({ id: 42 });
    expect(getProfileView.params.safeParse({ id: 'abc' }).success).toBe(false);
    expect(getProfileView.params.safeParse({ id: '0' }).success).toBe(false);
  });

  it('caps city suggestions at ten and needs a query', () => {
    const item = { name: 'Austin', region: 'Texas', country: 'US', lat: 30.27, lon: -97.74 };
    expect(lookupCities.response.safeParse({ data: { items: Array(10).fill(item) } }).success).toBe(true);
    expect(lookupCities.response.safeParse({ data: { items: Array(11).fill(item) } }).success).toBe(false);
    expect(issuesOf(lookupCities.query.safeParse({ q: '  ' }))).toEqual(['q']);
  });

  it('declares every path in the /api/user/<feature> style, once', () => {
    const routes = Object.values(discoveryEndpoints).map((e) => `${e.method} ${e.path}`);
    expect(new Set(routes).size).toBe(routes.length);
    for (const route of routes) expect(route).toMatch(/^(GET|POST) \/api\/user\/[a-z-]+(\/[a-z:-]+)*$/);
  });
});
