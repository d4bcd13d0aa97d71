export { SearchFilters, SEARCH_AGE_MIN, SEARCH_AGE_MAX, distanceChoicesKm } from './SearchFilters';
export type { SearchFilterField, SearchFilterValues, SearchFiltersProps } from './SearchFilters';
export { SearchFiltersCityCombobox, cityLabel } from './SearchFiltersCityCombobox';
export type { SearchFiltersCityComboboxProps } from './SearchFiltersCityCombobox';
