// What the own-profile routes decide beyond the contract's field rules: a city must be one the offline city lookup
// knows (the lookup's spelling is what search and distances match on), and the member-facing errors.
import type { CityChoice } from '@app/contract';
import { errorCodes } from '@app/contract';
import { ApiError } from '../../http/errors.ts';

/** A listed city: what the city lookup answers. */
export interface ListedCity {
  name: string;
  region: string;
  country: string;
}

/** 400 naming `city`: the city lookup does not know it. */
export const unknownCity = () =>
  new ApiError(400, errorCodes.invalidRequest, 'Choose your city from the list', 'city');

/**
 * The listed city a member chose, spelled as the list spells it; 400 naming `city` when the list does not have
 * that name in that region and country. `find` is the city lookup's (accent-, case- and region-name-insensitive).
 */
export function listedCity(
  chosen: CityChoice,
  find: (name: string, region: string) => ListedCity | undefined,
): ListedCity {
  const city = find(chosen.name, chosen.region);
  if (!city || city.country !== chosen.country) throw unknownCity();
  return { name: city.name, region: city.region, country: city.country };
}
