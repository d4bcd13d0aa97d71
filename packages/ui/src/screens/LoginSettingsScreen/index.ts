export { LoginSettingsScreen } from './LoginSettingsScreen';
export type {
  LoginSettingsScreenProps,
  PasswordChange,
  PasswordField,
  SessionRow,
} from './LoginSettingsScreen';
export type { PasswordRules } from '../internal/NewPasswordFields';
