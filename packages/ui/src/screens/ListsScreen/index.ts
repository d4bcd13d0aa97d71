export { ListsScreen } from './ListsScreen';
export type { ListEmptyCopy, ListTab, ListsScreenProps } from './ListsScreen';
