export { HotlistScreen } from './HotlistScreen';
export type { HotlistScreenProps } from './HotlistScreen';
