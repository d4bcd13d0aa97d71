export { LoginScreen } from './LoginScreen';
export type { LoginFieldProps, LoginScreenProps } from './LoginScreen';
export { FacebookSandboxDialog } from './FacebookSandboxDialog';
export type { FacebookSandboxDialogProps } from './FacebookSandboxDialog';
