export { EmailValidationScreen } from './EmailValidationScreen';
export type { EmailValidationScreenProps } from './EmailValidationScreen';
