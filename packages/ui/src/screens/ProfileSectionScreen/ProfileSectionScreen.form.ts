// The profile editor's form logic, without React: drafts from the saved profile, the resolver that validates every
// section of a form with the contract's own schema (so the form asks exactly what the server checks), height in feet
// and inches, and the labels of each field. Field rules, choices, titles and limits all come from @app/contract.
import type {
  CityChoice,
  EditableSection,
  OwnProfile,
  ProfileChoice,
  ProfileChoiceField,
  ProfileStep,
  SectionValues,
} from '@app/contract';
import {
  firstRunSectionSchemas,
  HEIGHT_INCHES_MAX,
  HEIGHT_INCHES_MIN,
  profileChoiceLabels,
  profileChoices,
  profileSectionSchemas,
  unsavedSections,
} from '@app/contract';
import type { FieldErrors, Resolver } from 'react-hook-form';

/** What a section holds as saved (the own-profile response). */
export type SavedSection<S extends EditableSection> = OwnProfile['sections'][S];
export type SavedSections = { [S in EditableSection]?: SavedSection<S> };
/** The values a form saves, per section, as the contract's schemas output them. */
export type SectionsToSave = { [S in EditableSection]?: SectionValues<S> };
/** Server or form errors, per section then field (the field's first path segment: `city`, not `city.country`). */
export type SectionFieldErrors = { [S in EditableSection]?: Partial<Record<string, string>> };

/** The form's values: one object per section, keyed by field (loosely typed inside; the schemas type the output). */
export type Draft = Record<string, Record<string, unknown>>;

export const draftOf = (sections: readonly EditableSection[], saved: SavedSections): Draft =>
  Object.fromEntries(
    sections.map((section) => [section, structuredClone(saved[section] ?? emptySection[section])]),
  );

/** A section never saved (a new member): what its form starts from (the contract's defaults). */
export const emptySection: { [S in EditableSection]: SavedSection<S> } = unsavedSections;

/** A date box left empty is a missing date ("Enter your birth date"), not a badly written one. */
const withoutEmptyDates = (values: Record<string, unknown> | undefined) =>
  values && values.birthdate === '' ? { ...values, birthdate: undefined } : values;

/**
 * Validates each section of the form with its contract schema (in a first-run `step`, the step's own where it asks
 * more). The first problem of each field is shown beside it; a nested path (`city.country`) belongs to its field
 * (`city`).
 */
export function sectionsResolver(
  sections: readonly EditableSection[],
  step?: ProfileStep,
): Resolver<Draft, unknown, SectionsToSave> {
  return (values) => {
    const parsed: Record<string, unknown> = {};
    const errors: Record<string, Record<string, { type: string; message: string }>> = {};
    for (const section of sections) {
      const schema = (step && firstRunSectionSchemas[step]?.[section]) ?? profileSectionSchemas[section];
      const result = schema.safeParse(withoutEmptyDates(values[section]));
      if (result.success) {
        parsed[section] = result.data;
        continue;
      }
      const sectionErrors: Record<string, { type: string; message: string }> = {};
      for (const issue of result.error.issues) {
        const field = String(issue.path[0] ?? '');
        sectionErrors[field] ??= { type: issue.code, message: issue.message };
      }
      errors[section] = sectionErrors;
    }
    return Object.keys(errors).length
      ? { values: {}, errors: errors as FieldErrors<Draft> }
      : { values: parsed as SectionsToSave, errors: {} };
  };
}

/** The message of one field's error in react-hook-form's nested errors. */
export function errorOf(
  errors: FieldErrors<Draft>,
  section: EditableSection,
  field: string,
): string | undefined {
  const sectionErrors = errors[section] as Record<string, { message?: unknown } | undefined> | undefined;
  const message = sectionErrors?.[field]?.message;
  return typeof message === 'string' ? message : undefined;
}

// ---------------------------------------------------------------- height in feet and inches

export const FEET_MIN = Math.floor(HEIGHT_INCHES_MIN / 12);
export const FEET_MAX = Math.floor(HEIGHT_INCHES_MAX / 12);
export const feetChoices = Array.from({ length: FEET_MAX - FEET_MIN + 1 }, (_, i) => FEET_MIN + i);
export const inchChoices = Array.from({ length: 12 }, (_, i) => i);

export const feetAndInches = (heightInches: number | null) =>
  heightInches === null
    ? { feet: null, inches: null }
    : { feet: Math.floor(heightInches / 12), inches: heightInches % 12 };

/** Inches from the two boxes: no feet is no height; feet without inches is that many feet exactly. */
export const inchesFrom = (feet: number | null, inches: number | null): number | null =>
  feet === null ? null : feet * 12 + (inches ?? 0);

/** 5'9" */
export const heightLabel = (heightInches: number) => {
  const { feet, inches } = feetAndInches(heightInches);
  return `${feet}'${inches}"`;
};

// ---------------------------------------------------------------- choices and labels

/** Options of a choice field, in the contract's order, with its labels. */
export const choiceOptions = <F extends ProfileChoiceField>(field: F) =>
  (profileChoices[field] as readonly ProfileChoice<F>[]).map((value) => ({
    value,
    label: (profileChoiceLabels[field] as Record<ProfileChoice<F>, string>)[value],
  }));

/** How a member reads their own gender (the contract stores 'woman' | 'man' | 'nonbinary'). */
export const genderLabels = { woman: 'Woman', man: 'Man', nonbinary: 'Non-binary' } as const;
/** The same genders as people to meet. */
export const seekingLabels = { woman: 'Women', man: 'Men', nonbinary: 'Non-binary people' } as const;

export const cityText = (city: Pick<CityChoice, 'name' | 'region' | 'country'>) =>
  city.country ? `${city.name}, ${city.region}` : city.name;

/** Free-text sections: one box each, with a prompt that says what to write. */
export const textPrompts: Partial<Record<EditableSection, string>> = {
  myself: 'What makes you laugh, what you do on a Sunday, what friends say about you.',
  'looking-for': 'The person and the relationship you hope to find.',
  'fav-things': 'Books, places, food, shows: the things you could talk about for hours.',
  'least-fav-things': 'Pet peeves and deal-breakers, said with a smile.',
};

/** Labels of the fields of the sections that have several. */
export const fieldLabels = {
  dating: {
    seeking: 'Who you want to meet',
    ageMin: 'From age',
    ageMax: 'To age',
    distanceMiles: 'How far away',
    relationshipType: 'Looking for',
  },
  'basic-info': { name: 'Display name', birthdate: 'Birth date', gender: 'Gender', city: 'City' },
  details: {
    heightInches: 'Height',
    bodyType: 'Body type',
    education: 'Education',
    job: 'Job',
    languages: 'Languages you speak',
    religion: 'Religion',
  },
  lifestyle: {
    smoking: 'Smoking',
    drinking: 'Drinking',
    kids: 'Kids',
    wantsKids: 'Wants kids',
    pets: 'Pets',
    diet: 'Diet',
    exercise: 'Exercise',
  },
} as const;

/** Distance choices (miles); null is anywhere. */
export const distanceChoices = [10, 25, 50, 100, 250, 500] as const;
