// The city lookups of the search filters' stories: what their play functions type into the city box. The combobox
// looks up every value typed (each keystroke); the scenario discovery/city-lookup (scripts/record/scenarios/
// discovery.ts) asks the real server for each of these, in this order. Storybook only; not exported from the package.
import type { City } from '@app/contract';

/** Every value the stories' play functions type, in the order the scenario looks them up. */
export const cityQueries = [
  // SearchFilters' CityCombobox: "San", a Backspace after choosing San Diego, then "port" and "l".
  ...['S', 'Sa', 'San', 'San Diego, C', 'p', 'po', 'por', 'port', 'portl'],
  // SearchFilters/CityCombobox's ChooseWithKeyboard and Suggestions.
  ...['A', 'Au', 'Aus', 'P', 'Po', 'Por', 'Port'],
];

/**
 * A city lookup answering each typed value with the suggestions the server gave for it; `answer(nth)` is the
 * recording's nth answer. A value the stories never type (someone typing in Storybook) gets no suggestions.
 */
export function recordedCityLookup(
  answer: (nth: number) => readonly City[],
): (query: string) => readonly City[] {
  const byQuery = new Map(cityQueries.map((query, nth) => [query, answer(nth)]));
  return (query) => byQuery.get(query) ?? [];
}
