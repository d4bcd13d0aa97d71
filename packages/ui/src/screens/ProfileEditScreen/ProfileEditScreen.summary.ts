// What each part of profile/edit holds, in one line: the editor's list shows it under the part's title.
import type { OwnProfile, ProfileChoiceField, ProfileEditPart } from '@app/contract';
import { TWENTY_Q_QUESTION_COUNT, ageOn, profileChoiceLabels } from '@app/contract';
import {
  cityText,
  genderLabels,
  heightLabel,
  seekingLabels,
} from '../ProfileSectionScreen/ProfileSectionScreen.form';

/** How long a free text's preview may be before it is cut with an ellipsis. */
export const PREVIEW_MAX = 140;

const label = <F extends ProfileChoiceField>(field: F, value: string | null) =>
  value === null ? null : ((profileChoiceLabels[field] as Record<string, string>)[value] ?? value);

const preview = (text: string) => {
  const trimmed = text.trim().replace(/\s+/g, ' ');
  return trimmed.length > PREVIEW_MAX ? `${trimmed.slice(0, PREVIEW_MAX - 1).trimEnd()}…` : trimmed;
};

const joined = (parts: readonly (string | null | undefined | false)[]) =>
  parts.filter((part): part is string => Boolean(part)).join(' · ');

/** One line saying what a part holds; '' when it holds nothing yet. */
export function partSummary(part: ProfileEditPart, profile: OwnProfile, now: Date): string {
  const { sections } = profile;
  switch (part) {
    case 'dating': {
      const d = sections.dating;
      if (!d.seeking.length && d.relationshipType === null) return '';
      return joined([
        d.seeking.map((gender) => seekingLabels[gender]).join(', '),
        `${d.ageMin}–${d.ageMax}`,
        d.distanceMiles === null ? 'Anywhere' : `Within ${d.distanceMiles} miles`,
        label('relationshipType', d.relationshipType),
      ]);
    }
    case 'basic-info': {
      const b = sections['basic-info'];
      return joined([
        b.name,
        b.birthdate && String(ageOn(b.birthdate, now)),
        genderLabels[b.gender],
        b.city.name && cityText(b.city),
      ]);
    }
    case 'details': {
      const d = sections.details;
      return joined([
        d.heightInches !== null && heightLabel(d.heightInches),
        label('bodyType', d.bodyType),
        label('education', d.education),
        d.job,
        d.languages.map((language) => label('language', language)).join(', '),
        label('religion', d.religion),
      ]);
    }
    case 'lifestyle': {
      const l = sections.lifestyle;
      return joined([
        l.smoking && `Smoking: ${label('smoking', l.smoking)}`,
        l.drinking && `Drinking: ${label('drinking', l.drinking)}`,
        label('kids', l.kids),
        label('wantsKids', l.wantsKids),
        l.pets.map((pet) => label('pets', pet)).join(', '),
        label('diet', l.diet),
        l.exercise && `Exercise: ${label('exercise', l.exercise)}`,
      ]);
    }
    case 'spotify':
      return profile.artists.length
        ? `${profile.artists.length} ${profile.artists.length === 1 ? 'artist' : 'artists'}: ${profile.artists
            .slice(0, 3)
            .map((artist) => artist.name)
            .join(', ')}${profile.artists.length > 3 ? '…' : ''}`
        : '';
    case 'twenty-q':
      return profile.answers.length ? `${profile.answers.length} of ${TWENTY_Q_QUESTION_COUNT} answered` : '';
    default:
      return preview(sections[part].text);
  }
}
