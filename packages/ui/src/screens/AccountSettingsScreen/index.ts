export { AccountSettingsScreen } from './AccountSettingsScreen';
export type { AccountSettingsScreenProps, EmailChange, EmailChangeField } from './AccountSettingsScreen';
