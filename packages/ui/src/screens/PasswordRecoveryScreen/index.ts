export { PasswordRecoveryScreen } from './PasswordRecoveryScreen';
export type {
  PasswordRecoveryCopy,
  PasswordRecoveryScreenProps,
  PasswordRecoveryStatus,
} from './PasswordRecoveryScreen';
