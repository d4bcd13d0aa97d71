// The field rules of the member's own profile, written once: the server validates with them, the site's forms
// resolve with them, the mocks answer with them (own-profile.ts builds the sections from them).
import { z } from 'zod';
import { text } from './fields.ts';
import { formatCount } from './copy.ts';

/**
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
  .max(PROFILE_TEXT_MAX, `Keep it to ${formatCount(PROFILE_TEXT_MAX)} characters`);

/** The city, as the city lookup names it. */
export const cityChoice = z.object({
  name: text({ error: 'Choose your city' }).trim().min(1, 'Choose your city').max(120),
  region: text().trim().max(120),
  country: z.string().regex(/^[A-Z]{2}$/, 'Choose your city from the list'),
});
export type CityChoice = z.infer<typeof cityChoice>;
