export { ProfileCompleteScreen } from './ProfileCompleteScreen';
export type {
  CompletenessPartPlace,
  ProfileCompleteScreenLinks,
  ProfileCompleteScreenProps,
} from './ProfileCompleteScreen';
