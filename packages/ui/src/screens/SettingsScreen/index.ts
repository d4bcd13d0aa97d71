export { SettingsScreen } from './SettingsScreen';
export type {
  SettingsPageLink,
  SettingsScreenProps,
  VisibilityCopy,
  VisibilityValues,
} from './SettingsScreen';
