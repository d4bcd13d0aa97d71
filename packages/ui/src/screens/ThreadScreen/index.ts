export { ThreadScreen } from './ThreadScreen';
export type {
  ReplyAccess,
  ThreadScreenProps,
  ThreadUnavailableReason,
  ThreadViewProps,
} from './ThreadScreen';
