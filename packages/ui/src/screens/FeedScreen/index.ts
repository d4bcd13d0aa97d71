export { FeedScreen, defaultFeedScreenLinks } from './FeedScreen';
export type { FeedKind, FeedScreenLinks, FeedScreenProps } from './FeedScreen';
