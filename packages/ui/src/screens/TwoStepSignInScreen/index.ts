export { TwoStepSignInScreen } from './TwoStepSignInScreen';
export type { TwoStepSignInScreenProps } from './TwoStepSignInScreen';
