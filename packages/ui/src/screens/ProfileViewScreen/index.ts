export { ProfileViewScreen } from './ProfileViewScreen';
export type { ProfileViewScreenLinks, ProfileViewScreenProps } from './ProfileViewScreen';
