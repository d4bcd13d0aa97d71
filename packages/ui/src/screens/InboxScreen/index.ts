export { InboxScreen } from './InboxScreen';
export type { InboxScreenProps } from './InboxScreen';
