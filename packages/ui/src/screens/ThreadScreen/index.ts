export { ThreadScreen } from './ThreadScreen';
export type { ReplyAccess, ThreadScreenProps, ThreadViewProps } from './ThreadScreen';
