export { BlockUserScreen, defaultBlockUserScreenLinks } from './BlockUserScreen';
export type { BlockUserScreenLinks, BlockUserScreenProps } from './BlockUserScreen';
