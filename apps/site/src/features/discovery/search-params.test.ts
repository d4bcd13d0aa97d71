import { describe, expect, it } from 'vitest';
import { defaultSearchFilters, filtersFromParams, paramsFromFilters, searchQueryFor } from './search-params';

const parse = (query: string) => filtersFromParams(new URLSearchParams(query));

describe('search filters in the URL', () => {
  it('reads back exactly the filters it wrote', () => {
    const filters = {
      ...defaultSearchFilters,
      ageMin: 30,
      ageMax: 45,
      seeking: 'woman' as const,
      city: 'Austin, TX',
      verified: true,
    };
    const query = paramsFromFilters(filters).toString();
    expect(query).toBe('ageMin=30&ageMax=45&seeking=woman&city=Austin%2C+TX&verified=1');
    expect(parse(query)).toEqual(filters);
  });

  it('leaves defaults out of the URL', () => {
    expect(paramsFromFilters(defaultSearchFilters).toString()).toBe('');
  });

  it('keeps the city when a URL names a city and a distance', () => {
    expect(parse('city=Denver&distanceKm=50')).toMatchObject({ city: 'Denver' });
    expect(parse('city=Denver&distanceKm=50').distanceKm).toBeUndefined();
  });

  it('orders a reversed age range instead of refusing it', () => {
    expect(parse('ageMin=50&ageMax=30')).toMatchObject({ ageMin: 30, ageMax: 50 });
  });

  it('asks the server only for the filters in use, with the page cursor', () => {
    expect(searchQueryFor(parse('distanceKm=25&onlineRecently=1'), 'abc')).toEqual({
      ageMin: 18,
      ageMax: 99,
      distanceKm: 25,
      onlineRecently: true,
      cursor: 'abc',
    });
  });
});
