import { CITY_SUGGESTIONS_MAX } from '@app/contract';
import type { City } from '@app/contract';
import { cities as allCities, sampleCities } from '@app/demo-data';

/**
 * The offline city table the mock geo lookup searches: the server's own (`@app/demo-data`), so Storybook suggests
 * exactly what the server answers (`Austin, TX`).
 */
export const cities: readonly City[] = allCities;
/** The cities the mocks' community lives in, in draw order (a sample of the table). */
export const communityCities: readonly City[] = sampleCities;

/**
 * Cities whose name starts with `q` (case- and accent-insensitive), then those containing it, alphabetically
 * within each group; at most ten.
 */
export function lookupCityNames(q: string, list: readonly City[] = cities): City[] {
  const needle = fold(q.trim());
  if (!needle) return [];
  const byName = (a: City, b: City) => a.name.localeCompare(b.name) || a.region.localeCompare(b.region);
  const starts = list.filter((city) => fold(city.name).startsWith(needle)).sort(byName);
  const contains = list
    .filter((city) => !fold(city.name).startsWith(needle) && fold(city.name).includes(needle))
    .sort(byName);
  return [...starts, ...contains].slice(0, CITY_SUGGESTIONS_MAX);
}

export const findCity = (name: string, list: readonly City[] = cities): City | undefined =>
  list.find((city) => fold(city.name) === fold(name.trim()));

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** Great-circle distance in whole kilometres. */
export function distanceKm(a: Pick<City, 'lat' | 'lon'>, b: Pick<City, 'lat' | 'lon'>): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return Math.round(2 * 6371 * Math.asin(Math.sqrt(h)));
}
