// The geo city lookup and distances over the offline city list (src/data/cities.ts). No database: the list is
// small enough to scan (~540 cities), and distance search turns a radius into the set of cities inside it, which
// the search query then matches against members' (city, region) with an index.
import { CITY_SUGGESTIONS_MAX } from '@app/contract';
import type { City } from '@app/contract';
import { cities as allCities } from '../../data/cities.ts';

/** Case- and accent-insensitive form of a name. */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();

/** US state and Canadian province names, so a filter may say `Portland, Oregon` as well as `Portland, OR`. */
// prettier-ignore
const regionNames: Record<string, string> = {
  alabama: 'AL', alaska: 'AK', arizona: 'AZ', arkansas: 'AR', california: 'CA', colorado: 'CO',
  connecticut: 'CT', delaware: 'DE', 'district of columbia': 'DC', florida: 'FL', georgia: 'GA', hawaii: 'HI',
  idaho: 'ID', illinois: 'IL', indiana: 'IN', iowa: 'IA', kansas: 'KS', kentucky: 'KY', louisiana: 'LA',
  maine: 'ME', maryland: 'MD', massachusetts: 'MA', michigan: 'MI', minnesota: 'MN', mississippi: 'MS',
  missouri: 'MO', montana: 'MT', nebraska: 'NE', nevada: 'NV', 'new hampshire': 'NH', 'new jersey': 'NJ',
  'new mexico': 'NM', 'new york': 'NY', 'north carolina': 'NC', 'north dakota': 'ND', ohio: 'OH',
  oklahoma: 'OK', oregon: 'OR', pennsylvania: 'PA', 'puerto rico': 'PR', 'rhode island': 'RI',
  'south carolina': 'SC', 'south dakota': 'SD', tennessee: 'TN', texas: 'TX', utah: 'UT', vermont: 'VT',
  virginia: 'VA', washington: 'WA', 'west virginia': 'WV', wisconsin: 'WI', wyoming: 'WY', ontario: 'ON',
  quebec: 'QC', 'british columbia': 'BC', alberta: 'AB', manitoba: 'MB', saskatchewan: 'SK',
  'nova scotia': 'NS', 'new brunswick': 'NB', newfoundland: 'NL', 'prince edward island': 'PE',
};

/** A place members can be matched on: the city name, and the region when it was given. */
export interface CityMatch {
  name: string;
  region: string | undefined;
}

/** Great-circle distance in whole kilometres. */
export function distanceKm(a: Pick<City, 'lat' | 'lon'>, b: Pick<City, 'lat' | 'lon'>): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return Math.round(2 * 6371 * Math.asin(Math.sqrt(Math.min(1, h))));
}

/** How many spellings `find` remembers. */
const FOUND_MAX = 10_000;

export function citiesRepository(list: readonly City[] = allCities) {
  const indexed = list.map((city) => ({ city, name: fold(city.name), region: fold(city.region) }));
  const byPlace = new Map(indexed.map((e) => [`${e.name}|${e.region}`, e.city]));
  const byName = (a: City, b: City) => a.name.localeCompare(b.name) || a.region.localeCompare(b.region);

  /** The list's form of a region: `oregon` → `or`; codes and other names stay as they are (folded). */
  const regionKey = (region: string) => fold(regionNames[fold(region)] ?? region);
  const found = new Map<string, City | undefined>();

  return {
    all: list,

    /** Cities whose name starts with `q`, then those containing it, alphabetically within each group; at most ten. */
    lookup(q: string): City[] {
      const needle = fold(q);
      if (!needle) return [];
      const starts = indexed.filter((e) => e.name.startsWith(needle)).map((e) => e.city);
      const contains = indexed
        .filter((e) => !e.name.startsWith(needle) && e.name.includes(needle))
        .map((e) => e.city);
      return [...starts.sort(byName), ...contains.sort(byName)].slice(0, CITY_SUGGESTIONS_MAX);
    },

    /**
     * The listed city where a member lives (profiles store city and region), if the list has it. Remembered by the
     * spelling asked: a search page asks for every card's city, and folding a name (Unicode normalisation) three
     * times a card was the largest cost of the search route's own code.
     */
    find(name: string, region: string): City | undefined {
      const asked = `${name}|${region}`;
      if (found.has(asked)) return found.get(asked);
      const city = byPlace.get(`${fold(name)}|${regionKey(region)}`);
      // Members type their city, so the spellings are unbounded: the memory starts over when full.
      if (found.size >= FOUND_MAX) found.clear();
      found.set(asked, city);
      return city;
    },

    /**
     * A search filter `Portland` or `Portland, OR` / `Portland, Oregon` as the (name, region) to match members on,
     * spelled as the list spells it when the list has the city (members' profiles use the list's spelling).
     */
    parseFilter(value: string): CityMatch {
      const comma = value.lastIndexOf(',');
      const name = (comma < 0 ? value : value.slice(0, comma)).trim();
      const region = comma < 0 ? undefined : value.slice(comma + 1).trim() || undefined;
      const listed =
        region === undefined
          ? indexed.find((e) => e.name === fold(name))?.city
          : byPlace.get(`${fold(name)}|${regionKey(region)}`);
      if (!listed) return { name, region };
      return { name: listed.name, region: region === undefined ? undefined : listed.region };
    },

    /** Listed cities within `km` of `origin` (the origin included). */
    within(origin: Pick<City, 'lat' | 'lon'>, km: number): City[] {
      return list.filter((city) => distanceKm(origin, city) <= km);
    },
  };
}

export type CitiesRepository = ReturnType<typeof citiesRepository>;
