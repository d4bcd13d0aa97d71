// The first-run steps of profile/edit and how complete a profile is (profile/complete, the meter).
import type { EditableSection, OwnProfile } from './own-profile.ts';

/** profile/edit/step1–3: the first-run flow, each step a few sections saved together, then profile/complete. */
export const profileSteps = [
  { step: 'step1', title: 'About you', sections: ['basic-info', 'dating'] },
  { step: 'step2', title: 'Your details', sections: ['details', 'lifestyle'] },
  { step: 'step3', title: 'In your own words', sections: ['myself', 'looking-for'] },
] as const satisfies readonly { step: string; title: string; sections: readonly EditableSection[] }[];
export type ProfileStep = (typeof profileSteps)[number]['step'];

/** Names what the dating part lacks: who the member wants to meet, the relationship they want, or both. */
const datingMissing = ({ sections: { dating } }: OwnProfile) => {
  if (dating.seeking.length > 0) return 'Say what kind of relationship you want';
  return dating.relationshipType === null
    ? 'Say who you want to meet and what kind of relationship you want'
    : 'Say who you want to meet';
};

/**
 * What completeness counts, each with the section that fills it and a line saying what is missing (a function of
 * the profile when the part has several fields, so the line names the one missing).
 */
export const completenessParts = [
  { id: 'photo', section: 'photos', missing: 'Add a photo' },
  { id: 'basic-info', section: 'basic-info', missing: 'Add your birth date and city' },
  { id: 'dating', section: 'dating', missing: datingMissing },
  { id: 'details', section: 'details', missing: 'Add your height, body type and education' },
  { id: 'myself', section: 'myself', missing: 'Write about yourself' },
  { id: 'looking-for', section: 'looking-for', missing: 'Say what you are looking for' },
  { id: 'lifestyle', section: 'lifestyle', missing: 'Answer three lifestyle questions' },
  { id: 'fav-things', section: 'fav-things', missing: 'Share your favourite things' },
  { id: 'spotify', section: 'spotify', missing: 'Pick an artist you love' },
  { id: 'twenty-q', section: 'twenty-q', missing: 'Answer 5 of the 20 questions' },
] as const;
export type CompletenessPartId = (typeof completenessParts)[number]['id'];

/** Free text counts as written from this many characters. */
export const WRITTEN_TEXT_MIN = 20;
export const TWENTY_Q_REWARD_ANSWERS = 5;

const written = (value: string) => value.trim().length >= WRITTEN_TEXT_MIN;
const doneChecks: Record<CompletenessPartId, (profile: OwnProfile) => boolean> = {
  photo: (p) => p.photoCount > 0,
  'basic-info': (p) => p.sections['basic-info'].birthdate !== '' && p.sections['basic-info'].city.name !== '',
  dating: (p) => p.sections.dating.seeking.length > 0 && p.sections.dating.relationshipType !== null,
  details: (p) =>
    p.sections.details.heightInches !== null &&
    p.sections.details.bodyType !== null &&
    p.sections.details.education !== null,
  myself: (p) => written(p.sections.myself.text),
  'looking-for': (p) => written(p.sections['looking-for'].text),
  lifestyle: (p) =>
    Object.values(p.sections.lifestyle).filter((v) => (Array.isArray(v) ? v.length > 0 : v !== null))
      .length >= 3,
  'fav-things': (p) => written(p.sections['fav-things'].text),
  spotify: (p) => p.artists.length > 0,
  'twenty-q': (p) => p.answers.length >= TWENTY_Q_REWARD_ANSWERS,
};

type CompletenessPart = (typeof completenessParts)[number];

export interface Completeness {
  /** 0–100, rounded down. */
  percent: number;
  done: CompletenessPartId[];
  /** Each part not done, with the line saying what it lacks. */
  missing: { id: CompletenessPartId; section: CompletenessPart['section']; missing: string }[];
}

/** How complete a profile is, and what is missing (profile/complete, the meter). */
export function profileCompleteness(profile: OwnProfile): Completeness {
  const done = completenessParts.filter((part) => doneChecks[part.id](profile));
  return {
    percent: Math.floor((done.length * 100) / completenessParts.length),
    done: done.map((part) => part.id),
    missing: completenessParts
      .filter((part) => !doneChecks[part.id](profile))
      .map(({ id, section, missing }) => ({
        id,
        section,
        missing: typeof missing === 'string' ? missing : missing(profile),
      })),
  };
}
