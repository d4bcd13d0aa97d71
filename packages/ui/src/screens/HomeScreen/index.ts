export { HomeScreen } from './HomeScreen';
export type { HomeScreenProps, HomeShortcut } from './HomeScreen';
