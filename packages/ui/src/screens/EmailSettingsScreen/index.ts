export { EmailSettingsScreen } from './EmailSettingsScreen';
export type { EmailSettingsScreenProps } from './EmailSettingsScreen';
