// The generated people of Storybook's community: each depends only on its id and SAMPLE_SEED, so member 7 is the
// same person in every story, test and run, whatever was generated before.
import type { ProfileData, ProfileSection } from '@app/contract';
import type { City } from '@app/contract';
import { Faker, base, en } from '@faker-js/faker';
import { sampleCities } from './cities.ts';
import { aboutLines, firstNames, profileWords } from './words.ts';

type Gender = ProfileData['gender'];

/** Base seed of every sample person; a person depends only on this and their id. */
export const SAMPLE_SEED = 20_261_120;

/** One shared Faker; `sampleFaker(n)` re-seeds it before each deterministic draw. */
const faker = new Faker({ locale: [en, base] });

/** The shared Faker, seeded so the draws that follow depend only on `seed` (and `now`, the reference day). */
export function sampleFaker(seed: number, now?: Date): Faker {
  if (now) faker.setDefaultRefDate(now);
  faker.seed(SAMPLE_SEED + seed);
  return faker;
}

export interface SamplePerson {
  id: number;
  name: string;
  age: number;
  gender: Gender;
  seeking: Gender[];
  city: City;
  photoCount: number;
  verified: boolean;
  photoVerified: boolean;
  about: string;
  sections: ProfileSection[];
  joinedAt: Date;
  lastActiveAt: Date;
  /** When the newest photo was added, if any. */
  photoAddedAt: Date | null;
  /** When the person was verified, if verified. */
  verifiedAt: Date | null;
}

export interface SampleClock {
  /** The community's "now". */
  now: Date;
  /** Members who joined within this many days count as new (15% of people). */
  newMemberDays: number;
  /** Active within this many minutes counts as online recently (20% of people). */
  onlineRecentlyMinutes: number;
}

function drawGender(f: Faker): Gender {
  return f.helpers.weightedArrayElement([
    { weight: 46, value: 'woman' as const },
    { weight: 46, value: 'man' as const },
    { weight: 8, value: 'nonbinary' as const },
  ]);
}

function drawSeeking(f: Faker, gender: Gender): Gender[] {
  if (gender === 'nonbinary')
    return f.helpers.arrayElement([['woman', 'nonbinary'], ['man'], ['woman', 'man']]);
  const other: Gender = gender === 'woman' ? 'man' : 'woman';
  return f.helpers.weightedArrayElement([
    { weight: 85, value: [other] },
    { weight: 10, value: [gender] },
    { weight: 5, value: [other, gender] },
  ]);
}

const minutesBefore = (now: Date, minutes: number) => new Date(now.getTime() - minutes * 60_000);

/** Person `id` of the sample community (the draws are in a fixed order: reordering them changes everyone). */
export function samplePerson(id: number, clock: SampleClock): SamplePerson {
  const { now, newMemberDays, onlineRecentlyMinutes } = clock;
  const { lookingFor, smoking, drinking, exercise, pets, education, jobs, languages, genderPlural } =
    profileWords;
  const f = sampleFaker(id, now);
  const gender = drawGender(f);
  const seeking = drawSeeking(f, gender);
  const name = f.helpers.arrayElement(firstNames[gender]);
  const age = f.number.int({ min: 21, max: 58 });
  const city = f.helpers.arrayElement(sampleCities);
  const photoCount = f.helpers.weightedArrayElement([
    { weight: 12, value: 0 },
    { weight: 30, value: 1 },
    { weight: 58, value: f.number.int({ min: 2, max: 5 }) },
  ]);
  const verified = f.datatype.boolean({ probability: 0.4 });
  const photoVerified = verified && photoCount > 0 && f.datatype.boolean({ probability: 0.6 });
  const joinedDaysAgo = f.helpers.weightedArrayElement([
    { weight: 15, value: f.number.int({ min: 1, max: newMemberDays - 1 }) },
    { weight: 85, value: f.number.int({ min: newMemberDays, max: 900 }) },
  ]);
  const lastActiveMinutesAgo = f.helpers.weightedArrayElement([
    { weight: 20, value: f.number.int({ min: 0, max: onlineRecentlyMinutes - 1 }) },
    { weight: 80, value: f.number.int({ min: onlineRecentlyMinutes + 1, max: 20 * 24 * 60 }) },
  ]);
  const ageFrom = Math.max(18, age - f.number.int({ min: 2, max: 8 }));
  const ageTo = age + f.number.int({ min: 2, max: 10 });
  const sections: ProfileSection[] = [
    {
      id: 'looking-for',
      title: 'Looking for',
      items: [
        { label: 'Relationship', value: f.helpers.arrayElement(lookingFor) },
        { label: 'Interested in', value: seeking.map((g) => genderPlural[g]).join(', ') },
        { label: 'Age', value: `${ageFrom}–${ageTo}` },
      ],
    },
    {
      id: 'lifestyle',
      title: 'Lifestyle',
      items: [
        { label: 'Smoking', value: f.helpers.arrayElement(smoking) },
        { label: 'Drinking', value: f.helpers.arrayElement(drinking) },
        { label: 'Exercise', value: f.helpers.arrayElement(exercise) },
        { label: 'Pets', value: f.helpers.arrayElement(pets) },
      ],
    },
    {
      id: 'details',
      title: 'Details',
      items: [
        { label: 'Height', value: `${f.number.int({ min: 152, max: 196 })} cm` },
        { label: 'Education', value: f.helpers.arrayElement(education) },
        { label: 'Work', value: f.helpers.arrayElement(jobs) },
        { label: 'Languages', value: f.helpers.arrayElement(languages) },
      ],
    },
  ];
  const joinedAt = minutesBefore(now, joinedDaysAgo * 24 * 60);
  const between = (from: Date) => new Date(f.date.between({ from, to: now }).getTime());
  const about = f.helpers.arrayElements(aboutLines, { min: 1, max: 3 }).join(' ');
  const photoAddedAt = photoCount > 0 ? between(joinedAt) : null;
  const verifiedAt = verified ? between(joinedAt) : null;
  return {
    id,
    name,
    age,
    gender,
    seeking,
    city,
    photoCount,
    verified,
    photoVerified,
    about,
    sections,
    joinedAt,
    lastActiveAt: minutesBefore(now, lastActiveMinutesAgo),
    photoAddedAt,
    verifiedAt,
  };
}
