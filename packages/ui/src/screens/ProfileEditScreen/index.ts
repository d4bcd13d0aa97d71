export { ProfileEditScreen, profileEditParts } from './ProfileEditScreen';
export type { ProfileEditScreenLinks, ProfileEditScreenProps } from './ProfileEditScreen';
