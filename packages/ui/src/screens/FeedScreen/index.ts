export { FeedScreen } from './FeedScreen';
export type { FeedKind, FeedScreenLinks, FeedScreenProps } from './FeedScreen';
