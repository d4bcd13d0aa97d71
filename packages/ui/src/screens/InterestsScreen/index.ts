export { InterestFeedScreen, InterestsScreen } from './InterestsScreen';
export type {
  InterestFeedLinks,
  InterestFeedScreenProps,
  InterestsLinks,
  InterestsScreenProps,
} from './InterestsScreen';
