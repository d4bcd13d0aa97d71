export { FreeTimeCongratulationsScreen } from './FreeTimeCongratulationsScreen';
export type { FreeTimeCongratulationsScreenProps } from './FreeTimeCongratulationsScreen';
