export { ProfileStepScreen } from './ProfileStepScreen';
export type { ProfileStepScreenLinks, ProfileStepScreenProps } from './ProfileStepScreen';
