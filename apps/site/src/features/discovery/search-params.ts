// Search filters live in the URL (/search?ageMin=25&seeking=woman&city=Austin&verified=1), so a search can be shared,
// bookmarked and reloaded. The names are the search call's own query names; defaults are left out of the URL, and a
// value the contract would refuse falls back to its default rather than breaking the page.
import type { MemberSummary, SearchQuery } from '@app/contract';
import { AGE_MAX, AGE_MIN, isGender } from '@app/contract';

type Gender = MemberSummary['gender'];

export interface SearchFilterValues {
  ageMin: number;
  ageMax: number;
  /** Who they are; undefined: anyone. */
  seeking?: Gender;
  /** A city from the lookup; an alternative to `distanceKm`. */
  city?: string;
  /** Distance from the member's own city. */
  distanceKm?: number;
  hasPhoto: boolean;
  verified: boolean;
  onlineRecently: boolean;
}

export const defaultSearchFilters: SearchFilterValues = {
  ageMin: AGE_MIN,
  ageMax: AGE_MAX,
  hasPhoto: false,
  verified: false,
  onlineRecently: false,
};

const integerIn = (raw: string | null, min: number, max: number): number | undefined => {
  if (raw === null || !/^\d+$/.test(raw)) return undefined;
  const value = Number(raw);
  return value >= min && value <= max ? value : undefined;
};
const flag = (raw: string | null) => raw === '1' || raw === 'true';

export function filtersFromParams(params: URLSearchParams): SearchFilterValues {
  let ageMin = integerIn(params.get('ageMin'), AGE_MIN, AGE_MAX) ?? AGE_MIN;
  let ageMax = integerIn(params.get('ageMax'), AGE_MIN, AGE_MAX) ?? AGE_MAX;
  if (ageMin > ageMax) [ageMin, ageMax] = [ageMax, ageMin];
  const seeking = params.get('seeking');
  const city = params.get('city')?.trim().slice(0, 120) || undefined;
  // A city and a distance are alternatives: a URL with both keeps the city.
  const distanceKm = city ? undefined : integerIn(params.get('distanceKm'), 1, 500);
  return {
    ageMin,
    ageMax,
    ...(isGender(seeking) ? { seeking } : {}),
    ...(city ? { city } : {}),
    ...(distanceKm ? { distanceKm } : {}),
    hasPhoto: flag(params.get('hasPhoto')),
    verified: flag(params.get('verified')),
    onlineRecently: flag(params.get('onlineRecently')),
  };
}

/** The URL parameters of `filters`: only what differs from the defaults, in a stable order. */
export function paramsFromFilters(filters: SearchFilterValues): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.ageMin !== AGE_MIN) params.set('ageMin', String(filters.ageMin));
  if (filters.ageMax !== AGE_MAX) params.set('ageMax', String(filters.ageMax));
  if (filters.seeking) params.set('seeking', filters.seeking);
  if (filters.city) params.set('city', filters.city);
  else if (filters.distanceKm) params.set('distanceKm', String(filters.distanceKm));
  if (filters.hasPhoto) params.set('hasPhoto', '1');
  if (filters.verified) params.set('verified', '1');
  if (filters.onlineRecently) params.set('onlineRecently', '1');
  return params;
}

/** The search call's query for these filters and page cursor. */
export function searchQueryFor(filters: SearchFilterValues, cursor?: string): SearchQuery {
  return {
    ageMin: filters.ageMin,
    ageMax: filters.ageMax,
    ...(filters.seeking ? { seeking: filters.seeking } : {}),
    ...(filters.city ? { city: filters.city } : {}),
    ...(!filters.city && filters.distanceKm ? { distanceKm: filters.distanceKm } : {}),
    ...(filters.hasPhoto ? { hasPhoto: true } : {}),
    ...(filters.verified ? { verified: true } : {}),
    ...(filters.onlineRecently ? { onlineRecently: true } : {}),
    ...(cursor ? { cursor } : {}),
  };
}
