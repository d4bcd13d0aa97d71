export { SignupSentScreen } from './SignupSentScreen';
export type { SignupResendState, SignupSentScreenProps } from './SignupSentScreen';
