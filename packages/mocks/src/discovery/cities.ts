import { CITY_SUGGESTIONS_MAX } from '@app/contract';
import type { City } from '@app/contract';

const c = (name: string, region: string, country: string, lat: number, lon: number): City => ({
  name,
  region,
  country,
  lat,
  lon,
});

/** The offline city list the mock geo lookup searches (a sample; the server ships its own full list). */
export const cities: readonly City[] = [
  c('New York', 'New York', 'US', 40.7128, -74.006),
  c('Los Angeles', 'California', 'US', 34.0522, -118.2437),
  c('Chicago', 'Illinois', 'US', 41.8781, -87.6298),
  c('Houston', 'Texas', 'US', 29.7604, -95.3698),
  c('Phoenix', 'Arizona', 'US', 33.4484, -112.074),
  c('Philadelphia', 'Pennsylvania', 'US', 39.9526, -75.1652),
  c('San Antonio', 'Texas', 'US', 29.4241, -98.4936),
  c('San Diego', 'California', 'US', 32.7157, -117.1611),
  c('Dallas', 'Texas', 'US', 32.7767, -96.797),
  c('San Jose', 'California', 'US', 37.3382, -121.8863),
  c('Austin', 'Texas', 'US', 30.2672, -97.7431),
  c('Jacksonville', 'Florida', 'US', 30.3322, -81.6557),
  c('San Francisco', 'California', 'US', 37.7749, -122.4194),
  c('Columbus', 'Ohio', 'US', 39.9612, -82.9988),
  c('Fort Worth', 'Texas', 'US', 32.7555, -97.3308),
  c('Indianapolis', 'Indiana', 'US', 39.7684, -86.1581),
  c('Charlotte', 'North Carolina', 'US', 35.2271, -80.8431),
  c('Seattle', 'Washington', 'US', 47.6062, -122.3321),
  c('Denver', 'Colorado', 'US', 39.7392, -104.9903),
  c('Washington', 'District of Columbia', 'US', 38.9072, -77.0369),
  c('Boston', 'Massachusetts', 'US', 42.3601, -71.0589),
  c('Nashville', 'Tennessee', 'US', 36.1627, -86.7816),
  c('Detroit', 'Michigan', 'US', 42.3314, -83.0458),
  c('Portland', 'Oregon', 'US', 45.5152, -122.6784),
  c('Portland', 'Maine', 'US', 43.6591, -70.2568),
  c('Las Vegas', 'Nevada', 'US', 36.1699, -115.1398),
  c('Memphis', 'Tennessee', 'US', 35.1495, -90.049),
  c('Louisville', 'Kentucky', 'US', 38.2527, -85.7585),
  c('Baltimore', 'Maryland', 'US', 39.2904, -76.6122),
  c('Milwaukee', 'Wisconsin', 'US', 43.0389, -87.9065),
  c('Albuquerque', 'New Mexico', 'US', 35.0844, -106.6504),
  c('Tucson', 'Arizona', 'US', 32.2226, -110.9747),
  c('Sacramento', 'California', 'US', 38.5816, -121.4944),
  c('Atlanta', 'Georgia', 'US', 33.749, -84.388),
  c('Miami', 'Florida', 'US', 25.7617, -80.1918),
  c('Oakland', 'California', 'US', 37.8044, -122.2712),
  c('Minneapolis', 'Minnesota', 'US', 44.9778, -93.265),
  c('New Orleans', 'Louisiana', 'US', 29.9511, -90.0715),
  c('Tampa', 'Florida', 'US', 27.9506, -82.4572),
  c('Orlando', 'Florida', 'US', 28.5383, -81.3792),
  c('Pittsburgh', 'Pennsylvania', 'US', 40.4406, -79.9959),
  c('Salt Lake City', 'Utah', 'US', 40.7608, -111.891),
  c('San Marcos', 'Texas', 'US', 29.8833, -97.9414),
  c('Santa Fe', 'New Mexico', 'US', 35.687, -105.9378),
  c('Santa Barbara', 'California', 'US', 34.4208, -119.6982),
  c('Savannah', 'Georgia', 'US', 32.0809, -81.0912),
  c('Toronto', 'Ontario', 'CA', 43.6532, -79.3832),
  c('Vancouver', 'British Columbia', 'CA', 49.2827, -123.1207),
  c('London', 'England', 'GB', 51.5074, -0.1278),
  c('Dublin', 'Leinster', 'IE', 53.3498, -6.2603),
];

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
