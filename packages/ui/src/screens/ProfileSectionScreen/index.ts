export { ProfileSectionScreen, ProfileSectionsForm } from './ProfileSectionScreen';
export type {
  CityLookup,
  ProfileSectionScreenLinks,
  ProfileSectionScreenProps,
  ProfileSectionsFormProps,
} from './ProfileSectionScreen';
export { feetAndInches, heightLabel, inchesFrom } from './ProfileSectionScreen.form';
export type { SavedSections, SectionFieldErrors, SectionsToSave } from './ProfileSectionScreen.form';
