export { SignupConfirmScreen } from './SignupConfirmScreen';
export type { SignupConfirmScreenProps, SignupConfirmStatus } from './SignupConfirmScreen';
