export { ProfileSectionScreen } from './ProfileSectionScreen';
export type { ProfileSectionScreenLinks, ProfileSectionScreenProps } from './ProfileSectionScreen';
export { ProfileSectionsForm } from './ProfileSectionsForm';
export type { ProfileSectionsFormProps } from './ProfileSectionsForm';
export type { CityLookup } from './ProfileSectionControls';
export { feetAndInches, genderLabels, heightLabel, inchesFrom, seekingLabels } from './ProfileSectionScreen.form';
export type { SavedSections, SectionFieldErrors, SectionsToSave } from './ProfileSectionScreen.form';
