export { SearchScreen } from './SearchScreen';
export type { SearchScreenProps } from './SearchScreen';
