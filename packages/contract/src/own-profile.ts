// The member's own profile, edited section by section (SPEC point 2's profile/edit sections): each section's schema
// (from the field rules of profile-fields.ts and the choices of profile-choices.ts), the editable profile and its
// calls. The first-run steps and completeness are in profile-completeness.ts.
import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import type { ProfileStep } from './profile-completeness.ts';
import { gender } from './profile.ts';
import { artist } from './members.ts';
import { petsAgree, profileChoiceField, profileChoices } from './profile-choices.ts';
import {
  DISTANCE_MILES_MAX,
  HEIGHT_INCHES_MAX,
  HEIGHT_INCHES_MIN,
  JOB_MAX,
  LANGUAGES_MAX,
  MEMBER_AGE_MAX,
  MEMBER_AGE_MIN,
  birthdateField,
  cityChoice,
  displayNameField,
  profileTextField,
} from './profile-fields.ts';
import { text } from './fields.ts';

const wantedAge = z
  .number({ error: 'Choose an age' })
  .int('Choose a whole number')
  .min(MEMBER_AGE_MIN, `Choose ${MEMBER_AGE_MIN} or more`)
  .max(MEMBER_AGE_MAX, `Choose ${MEMBER_AGE_MAX} or less`);

function agesInOrder(value: { ageMin: number; ageMax: number }, ctx: z.core.$RefinementCtx) {
  if (value.ageMin > value.ageMax)
    ctx.addIssue({
      code: 'custom',
      path: ['ageMax'],
      message: 'Choose a maximum age at least the minimum',
    });
}

export const datingSection = z
  .object({
    /** Genders the member wants to meet. */
    seeking: z.array(gender).min(1, 'Choose who you want to meet').max(3),
    ageMin: wantedAge,
    ageMax: wantedAge,
    /** Furthest distance from the member's city; null: anywhere. */
    distanceMiles: z
      .number({ error: 'Choose a distance' })
      .int()
      .min(1, 'Choose at least 1 mile')
      .max(DISTANCE_MILES_MAX, `Choose ${DISTANCE_MILES_MAX} miles or less`)
      .nullable(),
    relationshipType: profileChoiceField('relationshipType').nullable(),
  })
  .superRefine(agesInOrder);

/**
 * The dating section as the first-run flow (profile/edit/step1) asks it: there the member also says what kind of
 * relationship they want, which their profile and its completeness need; profile/edit/dating may leave it unset.
 */
const firstRunDatingSection = z
  .object({
    ...datingSection.shape,
    relationshipType: datingSection.shape.relationshipType.refine(
      (choice) => choice !== null,
      'Choose what kind of relationship you want',
    ),
  })
  .superRefine(agesInOrder);

export const basicInfoSection = z.object({
  name: displayNameField,
  birthdate: birthdateField,
  gender: gender,
  city: cityChoice,
});

export const detailsSection = z.object({
  heightInches: z
    .number({ error: 'Choose your height' })
    .int()
    .min(HEIGHT_INCHES_MIN, `Choose 4'0" or more`)
    .max(HEIGHT_INCHES_MAX, `Choose 7'11" or less`)
    .nullable(),
  bodyType: profileChoiceField('bodyType').nullable(),
  education: profileChoiceField('education').nullable(),
  job: text().trim().max(JOB_MAX, `Keep it to ${JOB_MAX} characters`),
  languages: z
    .array(profileChoiceField('language'))
    .max(LANGUAGES_MAX, `Choose up to ${LANGUAGES_MAX} languages`)
    .refine((list) => new Set(list).size === list.length, 'Choose each language once'),
  religion: profileChoiceField('religion').nullable(),
});

export const lifestyleSection = z.object({
  smoking: profileChoiceField('smoking').nullable(),
  drinking: profileChoiceField('drinking').nullable(),
  kids: profileChoiceField('kids').nullable(),
  wantsKids: profileChoiceField('wantsKids').nullable(),
  pets: z
    .array(profileChoiceField('pets'))
    .max(profileChoices.pets.length)
    .refine((list) => new Set(list).size === list.length, 'Choose each pet once')
    .refine(petsAgree, 'Choose “No pets” or your pets, not both'),
  diet: profileChoiceField('diet').nullable(),
  exercise: profileChoiceField('exercise').nullable(),
});

/** myself, looking-for, fav-things and least-fav-things: one free text each. */
export const freeTextSection = z.object({ text: profileTextField });

/** The sections of profile/edit that hold profile fields (spotify and twenty-q have their own calls). */
export const profileSectionSchemas = {
  dating: datingSection,
  'basic-info': basicInfoSection,
  details: detailsSection,
  myself: freeTextSection,
  'looking-for': freeTextSection,
  lifestyle: lifestyleSection,
  'fav-things': freeTextSection,
  'least-fav-things': freeTextSection,
} as const;
export type EditableSection = keyof typeof profileSectionSchemas;
export const editableSections = Object.keys(profileSectionSchemas) as EditableSection[];
export type SectionValues<S extends EditableSection> = z.output<(typeof profileSectionSchemas)[S]>;
export type SectionInput<S extends EditableSection> = z.input<(typeof profileSectionSchemas)[S]>;

/** The sections a first-run step asks more of than their own rules (the steps are in profile-completeness.ts). */
export const firstRunSectionSchemas: {
  [Step in ProfileStep]?: { [S in EditableSection]?: z.ZodType<SectionValues<S>> };
} = { step1: { dating: firstRunDatingSection } };

// ---------------------------------------------------------------- the editable profile

export const ownAnswer = z.object({ questionId: z.number().int(), answer: z.string() });

/** Everything profile/edit edits, by section, plus what completeness needs. */
export const ownProfile = z.object({
  sections: z.object({
    dating: datingSection,
    'basic-info': z.object({
      name: z.string(),
      /** Empty until set (a Facebook sign-up may not have one). */
      birthdate: z.string(),
      gender,
      city: z.object({ name: z.string(), region: z.string(), country: z.string() }),
    }),
    details: detailsSection,
    myself: z.object({ text: z.string() }),
    'looking-for': z.object({ text: z.string() }),
    lifestyle: lifestyleSection,
    'fav-things': z.object({ text: z.string() }),
    'least-fav-things': z.object({ text: z.string() }),
  }),
  artists: z.array(artist),
  answers: z.array(ownAnswer),
  photoCount: z.number().int().nonnegative(),
  /** ISO 8601 time of the last saved change. */
  updatedAt: z.string(),
});
export type OwnProfile = z.infer<typeof ownProfile>;

/**
 * Every section of a member who never saved it (a new member): what its form starts from and what the server and the
 * mocks answer before a first save (the member_profiles column defaults). Gender has no "unset": sign-up sets it.
 */
export const unsavedSections: OwnProfile['sections'] = {
  dating: {
    seeking: [],
    ageMin: MEMBER_AGE_MIN,
    ageMax: MEMBER_AGE_MAX,
    distanceMiles: null,
    relationshipType: null,
  },
  'basic-info': { name: '', birthdate: '', gender: 'woman', city: { name: '', region: '', country: '' } },
  details: { heightInches: null, bodyType: null, education: null, job: '', languages: [], religion: null },
  myself: { text: '' },
  'looking-for': { text: '' },
  lifestyle: {
    smoking: null,
    drinking: null,
    kids: null,
    wantsKids: null,
    pets: [],
    diet: null,
    exercise: null,
  },
  'fav-things': { text: '' },
  'least-fav-things': { text: '' },
};

export const ownProfileResponse = z.object({ data: ownProfile });

export const getOwnProfile = defineEndpoint({
  summary: "The logged-in member's own profile, every section profile/edit edits.",
  method: 'GET',
  path: '/api/user/profile/edit',
  response: ownProfileResponse,
});

const camel = (section: string) => section.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());
type Camel<S extends string> = S extends `${infer A}-${infer B}` ? `${A}${Capitalize<Camel<B>>}` : S;
type SaveSectionName<S extends EditableSection> = `save${Capitalize<Camel<S>>}Section`;

const saveSectionEndpoint = <S extends EditableSection>(section: S) =>
  defineEndpoint({
    summary: `Save the ${section} section of the member's own profile; answers the whole updated profile.`,
    method: 'PUT',
    path: `/api/user/profile/sections/${section}`,
    body: profileSectionSchemas[section],
    response: ownProfileResponse,
  });

/** The name of a section's save endpoint in the endpoint map, e.g. `saveBasicInfoSection`. */
export const saveSectionName = <S extends EditableSection>(section: S) =>
  `save${camel(section).replace(/^./, (c) => c.toUpperCase())}Section` as SaveSectionName<S>;

type SaveSectionEndpoints = {
  [S in EditableSection as SaveSectionName<S>]: ReturnType<typeof saveSectionEndpoint<S>>;
};

/** One update per section: PUT /api/user/profile/sections/<section>. */
export const saveSectionEndpoints = Object.fromEntries(
  editableSections.map((section) => [saveSectionName(section), saveSectionEndpoint(section)]),
) as SaveSectionEndpoints;

/** The save endpoint of a section. */
export const saveSectionEndpointOf = <S extends EditableSection>(section: S) =>
  saveSectionEndpoints[saveSectionName(section)] as unknown as ReturnType<typeof saveSectionEndpoint<S>>;
