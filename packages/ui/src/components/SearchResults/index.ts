export { SearchResults } from './SearchResults';
export type { SearchResultsProps } from './SearchResults';
