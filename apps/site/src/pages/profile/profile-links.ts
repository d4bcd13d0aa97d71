// Where the editor's links lead: each part of profile/edit, and each part completeness counts (photos live on the
// photos page, every other part on its profile/edit section).
import type { ProfileEditPart } from '@app/contract';
import { completenessParts, profileSectionTitles } from '@app/contract';
import type { CompletenessPartPlace } from '@app/ui';
import { paths } from '../../config/paths';

export const partLinks = Object.fromEntries(
  (Object.keys(profileSectionTitles) as ProfileEditPart[]).map((part) => [
    part,
    paths.profileEdit.href(part),
  ]),
) as Record<ProfileEditPart, string>;

export const completenessLinks = Object.fromEntries(
  completenessParts.map(({ section }) => [
    section,
    section === 'photos' ? paths.profilePhotos.href() : paths.profileEdit.href(section),
  ]),
) as Record<CompletenessPartPlace, string>;
