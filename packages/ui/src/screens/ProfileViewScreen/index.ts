export { ProfileViewScreen, defaultProfileViewScreenLinks } from './ProfileViewScreen';
export type { ProfileViewScreenLinks, ProfileViewScreenProps } from './ProfileViewScreen';
