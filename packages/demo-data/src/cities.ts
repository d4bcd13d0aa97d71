// The offline city list behind the geo city lookup and distance search: ~540 cities (every larger US city, state
// capitals and popular towns, plus major cities of the world), written by hand from public coordinates, so the
// lookup needs no network and no third-party service. The data is cities.json: the list, then the cities the
// seeded community draws from, as [name, region] in draw order. US and Canadian regions are the postal codes members'
// profiles store (`Austin, TX`); elsewhere the region's name.
import type { City } from '@app/contract';
import data from './cities.json' with { type: 'json' };

/** Every city of the list, in list order. */
export const cities: readonly City[] = data.cities;

/** The city of the list named `name` in `region` (postal code in the US and Canada); throws when it is missing. */
export function cityOf(name: string, region: string): City {
  const found = cities.find((city) => city.name === name && city.region === region);
  if (!found) throw new Error(`The city list has no ${name}, ${region}`);
  return found;
}

const pick = (keys: readonly (readonly string[])[]): readonly City[] =>
  keys.map(([name = '', region = '']) => cityOf(name, region));

/** Where the server's seeded community lives (drawn in this order by the seed: keep it to keep the community). */
export const seedCities: readonly City[] = pick(data.seedCities);
