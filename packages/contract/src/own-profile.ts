import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { text } from './fields.ts';
import { gender } from './profile.ts';
import { artist } from './members.ts';

/**
 * The member's own profile, edited section by section (SPEC point 2's profile/edit sections). The field rules are
 * written once here: the server validates with them, the site's forms resolve with them, the mocks answer with them.
 *
 * Rules chosen for a US dating site (the SPEC shows none):
 * - members are 18 or older (and at most 99); the birth date is a real calendar date, not in the future;
 * - a display name has 2–30 characters: letters, spaces, apostrophes, hyphens and dots;
 * - free text has up to 2,000 characters, stored and shown as plain text (never HTML);
 * - height is entered in feet and inches, from 4'0" to 7'11", stored in inches;
 * - the age range wanted lies within 18–99, and its minimum is not above its maximum;
 * - a city must be one the city lookup knows.
 */

export const MEMBER_AGE_MIN = 18;
export const MEMBER_AGE_MAX = 99;
export const NAME_MIN = 2;
export const NAME_MAX = 30;
export const PROFILE_TEXT_MAX = 2000;
export const JOB_MAX = 100;
export const HEIGHT_INCHES_MIN = 48;
export const HEIGHT_INCHES_MAX = 95;
export const LANGUAGES_MAX = 5;
export const DISTANCE_MILES_MAX = 500;

// ---------------------------------------------------------------- choices

/** The choices of each single- or multiple-choice field, as stored (labels are in `profileChoiceLabels`). */
export const profileChoices = {
  relationshipType: ['long-term', 'short-term', 'friendship', 'marriage', 'casual', 'not-sure'],
  bodyType: ['slim', 'athletic', 'average', 'curvy', 'full-figured', 'muscular', 'a-few-extra-pounds'],
  education: ['high-school', 'some-college', 'associate', 'bachelor', 'master', 'doctorate', 'trade-school'],
  religion: [
    'agnostic',
    'atheist',
    'buddhist',
    'christian',
    'hindu',
    'jewish',
    'muslim',
    'spiritual',
    'other',
  ],
  language: [
    'english',
    'spanish',
    'chinese',
    'tagalog',
    'vietnamese',
    'french',
    'arabic',
    'korean',
    'russian',
    'german',
    'portuguese',
    'italian',
    'japanese',
    'hindi',
  ],
  smoking: ['never', 'socially', 'regularly', 'trying-to-quit'],
  drinking: ['never', 'socially', 'regularly'],
  kids: ['none', 'have-at-home', 'have-away'],
  wantsKids: ['yes', 'no', 'maybe'],
  pets: ['dog', 'cat', 'bird', 'fish', 'reptile', 'other', 'none'],
  diet: ['anything', 'vegetarian', 'vegan', 'pescatarian', 'kosher', 'halal', 'gluten-free'],
  exercise: ['never', 'sometimes', 'regularly', 'daily'],
} as const;
export type ProfileChoiceField = keyof typeof profileChoices;
export type ProfileChoice<F extends ProfileChoiceField> = (typeof profileChoices)[F][number];

const choice = <F extends ProfileChoiceField>(field: F) =>
  z.enum(profileChoices[field] as unknown as [ProfileChoice<F>, ...ProfileChoice<F>[]], {
    error: 'Choose one of the options',
  });

/** How members read each choice (profile view, forms). */
export const profileChoiceLabels: { [F in ProfileChoiceField]: Record<ProfileChoice<F>, string> } = {
  relationshipType: {
    'long-term': 'A long-term relationship',
    'short-term': 'Something short-term',
    friendship: 'Friendship',
    marriage: 'Marriage',
    casual: 'Something casual',
    'not-sure': 'Not sure yet',
  },
  bodyType: {
    slim: 'Slim',
    athletic: 'Athletic',
    average: 'Average',
    curvy: 'Curvy',
    'full-figured': 'Full-figured',
    muscular: 'Muscular',
    'a-few-extra-pounds': 'A few extra pounds',
  },
  education: {
    'high-school': 'High school',
    'some-college': 'Some college',
    associate: 'Associate degree',
    bachelor: "Bachelor's degree",
    master: "Master's degree",
    doctorate: 'Doctorate',
    'trade-school': 'Trade school',
  },
  religion: {
    agnostic: 'Agnostic',
    atheist: 'Atheist',
    buddhist: 'Buddhist',
    christian: 'Christian',
    hindu: 'Hindu',
    jewish: 'Jewish',
    muslim: 'Muslim',
    spiritual: 'Spiritual',
    other: 'Other',
  },
  language: {
    english: 'English',
    spanish: 'Spanish',
    chinese: 'Chinese',
    tagalog: 'Tagalog',
    vietnamese: 'Vietnamese',
    french: 'French',
    arabic: 'Arabic',
    korean: 'Korean',
    russian: 'Russian',
    german: 'German',
    portuguese: 'Portuguese',
    italian: 'Italian',
    japanese: 'Japanese',
    hindi: 'Hindi',
  },
  smoking: {
    never: 'Never',
    socially: 'Socially',
    regularly: 'Regularly',
    'trying-to-quit': 'Trying to quit',
  },
  drinking: { never: 'Never', socially: 'Socially', regularly: 'Regularly' },
  kids: { none: 'No kids', 'have-at-home': 'Have kids at home', 'have-away': 'Have kids, not at home' },
  wantsKids: { yes: 'Wants kids', no: "Doesn't want kids", maybe: 'Might want kids' },
  pets: {
    dog: 'Dog',
    cat: 'Cat',
    bird: 'Bird',
    fish: 'Fish',
    reptile: 'Reptile',
    other: 'Other pets',
    none: 'No pets',
  },
  diet: {
    anything: 'Eats anything',
    vegetarian: 'Vegetarian',
    vegan: 'Vegan',
    pescatarian: 'Pescatarian',
    kosher: 'Kosher',
    halal: 'Halal',
    'gluten-free': 'Gluten-free',
  },
  exercise: { never: 'Never', sometimes: 'Sometimes', regularly: 'Regularly', daily: 'Every day' },
};

// ---------------------------------------------------------------- field rules

/** Whole years from `birthdate` (YYYY-MM-DD) to `today`. */
export function ageOn(birthdate: string, today: Date): number {
  const [year, month, day] = birthdate.split('-').map(Number) as [number, number, number];
  let age = today.getUTCFullYear() - year;
  const beforeBirthday =
    today.getUTCMonth() + 1 < month || (today.getUTCMonth() + 1 === month && today.getUTCDate() < day);
  if (beforeBirthday) age -= 1;
  return age;
}

const isCalendarDate = (value: string) => {
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

/** A birth date (YYYY-MM-DD) of a member aged 18–99 today. */
export const birthdateField = z
  .string({ error: 'Enter your birth date' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date as YYYY-MM-DD')
  .refine(isCalendarDate, { message: 'Enter a real date', abort: true })
  .refine((value) => ageOn(value, new Date()) >= MEMBER_AGE_MIN, {
    message: `You must be ${MEMBER_AGE_MIN} or older to use this site`,
    abort: true,
  })
  .refine((value) => ageOn(value, new Date()) <= MEMBER_AGE_MAX, {
    message: `Enter an age of ${MEMBER_AGE_MAX} or less`,
  });

/** A display name: 2–30 characters of letters, spaces, apostrophes, hyphens and dots. */
export const displayNameField = text({ error: 'Enter your name' })
  .trim()
  .min(NAME_MIN, `Use at least ${NAME_MIN} characters`)
  .max(NAME_MAX, `Use at most ${NAME_MAX} characters`)
  .regex(/^[\p{L}\p{M}][\p{L}\p{M} '’.-]*$/u, 'Use letters, spaces, apostrophes, hyphens and dots');

/** Free text of a section: up to 2,000 characters, plain text. */
export const profileTextField = text({ error: 'Enter some text' })
  .trim()
  .max(PROFILE_TEXT_MAX, `Keep it to ${PROFILE_TEXT_MAX.toLocaleString('en-US')} characters`);

const wantedAge = z
  .number({ error: 'Choose an age' })
  .int('Choose a whole number')
  .min(MEMBER_AGE_MIN, `Choose ${MEMBER_AGE_MIN} or more`)
  .max(MEMBER_AGE_MAX, `Choose ${MEMBER_AGE_MAX} or less`);

// ---------------------------------------------------------------- sections

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
    relationshipType: choice('relationshipType').nullable(),
  })
  .superRefine((value, ctx) => {
    if (value.ageMin > value.ageMax)
      ctx.addIssue({
        code: 'custom',
        path: ['ageMax'],
        message: 'Choose a maximum age at least the minimum',
      });
  });

/** The city, as the city lookup names it. */
export const cityChoice = z.object({
  name: text({ error: 'Choose your city' }).trim().min(1, 'Choose your city').max(120),
  region: text().trim().max(120),
  country: z.string().regex(/^[A-Z]{2}$/, 'Choose your city from the list'),
});
export type CityChoice = z.infer<typeof cityChoice>;

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
  bodyType: choice('bodyType').nullable(),
  education: choice('education').nullable(),
  job: text().trim().max(JOB_MAX, `Keep it to ${JOB_MAX} characters`),
  languages: z
    .array(choice('language'))
    .max(LANGUAGES_MAX, `Choose up to ${LANGUAGES_MAX} languages`)
    .refine((list) => new Set(list).size === list.length, 'Choose each language once'),
  religion: choice('religion').nullable(),
});

export const lifestyleSection = z.object({
  smoking: choice('smoking').nullable(),
  drinking: choice('drinking').nullable(),
  kids: choice('kids').nullable(),
  wantsKids: choice('wantsKids').nullable(),
  pets: z
    .array(choice('pets'))
    .max(profileChoices.pets.length)
    .refine((list) => new Set(list).size === list.length, 'Choose each pet once'),
  diet: choice('diet').nullable(),
  exercise: choice('exercise').nullable(),
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

/** Titles of the sections (and of the 20Q and Spotify sections), as the editor and profile view show them. */
export const profileSectionTitles = {
  dating: 'Who you want to meet',
  'basic-info': 'Basic info',
  details: 'Details',
  myself: 'About me',
  'looking-for': 'What I am looking for',
  lifestyle: 'Lifestyle',
  'fav-things': 'Favourite things',
  'least-fav-things': 'Least favourite things',
  spotify: 'Favourite artists',
  'twenty-q': '20 questions',
} as const;
export type ProfileEditPart = keyof typeof profileSectionTitles;

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

// ---------------------------------------------------------------- first-run steps and completeness

/** profile/edit/step1–3: the first-run flow, each step a few sections saved together, then profile/complete. */
export const profileSteps = [
  { step: 'step1', title: 'About you', sections: ['basic-info', 'dating'] },
  { step: 'step2', title: 'Your details', sections: ['details', 'lifestyle'] },
  { step: 'step3', title: 'In your own words', sections: ['myself', 'looking-for'] },
] as const satisfies readonly { step: string; title: string; sections: readonly EditableSection[] }[];
export type ProfileStep = (typeof profileSteps)[number]['step'];

/** What completeness counts, each with the section that fills it and a line saying what is missing. */
export const completenessParts = [
  { id: 'photo', section: 'photos', missing: 'Add a photo' },
  { id: 'basic-info', section: 'basic-info', missing: 'Add your birth date and city' },
  { id: 'dating', section: 'dating', missing: 'Say who you want to meet' },
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

export interface Completeness {
  /** 0–100, rounded down. */
  percent: number;
  done: CompletenessPartId[];
  missing: (typeof completenessParts)[number][];
}

/** How complete a profile is, and what is missing (profile/complete, the meter). */
export function profileCompleteness(profile: OwnProfile): Completeness {
  const done = completenessParts.filter((part) => doneChecks[part.id](profile));
  return {
    percent: Math.floor((done.length * 100) / completenessParts.length),
    done: done.map((part) => part.id),
    missing: completenessParts.filter((part) => !doneChecks[part.id](profile)),
  };
}
