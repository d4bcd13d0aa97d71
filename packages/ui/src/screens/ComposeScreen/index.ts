export { ComposeScreen } from './ComposeScreen';
export type { ComposeFlirts, ComposeScreenProps, SendAccess } from './ComposeScreen';
