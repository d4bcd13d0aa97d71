export { SignupScreen } from './SignupScreen';
export type {
  SignupCheckField,
  SignupChoiceField,
  SignupCity,
  SignupCityField,
  SignupMultiChoiceField,
  SignupOption,
  SignupScreenProps,
  SignupTextFieldProps,
} from './SignupScreen';
