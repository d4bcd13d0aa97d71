export { ListsScreen, defaultListsScreenLinks } from './ListsScreen';
export type { ListsScreenLinks, ListsScreenProps } from './ListsScreen';
