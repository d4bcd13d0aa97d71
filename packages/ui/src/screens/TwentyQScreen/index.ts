export { TwentyQScreen } from './TwentyQScreen';
export type {
  TwentyQAnswer,
  TwentyQOutcome,
  TwentyQQuestion,
  TwentyQRewardCopy,
  TwentyQScreenProps,
} from './TwentyQScreen';
