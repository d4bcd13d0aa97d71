export { BlockUserScreen } from './BlockUserScreen';
export type { BlockUserScreenLinks, BlockUserScreenProps } from './BlockUserScreen';
