// The own profiles of the server's demo community: the dating, details, lifestyle and free-text sections (as the
// contract's section values), 20Q answers that fit their questions, and favourite artists from the sandbox catalogue.
// Each member's profile is drawn from its own seed (PROFILE_SEED + their index) with a faker of its own, so it
// depends on nothing else: the community's one faker sequence (community.ts) is left exactly as it was. The choices
// come from the caller (the contract's `profileChoices`): demo-data imports contract types only.
import type { SectionValues, profileChoices } from '@app/contract';
import { Faker, base, en } from '@faker-js/faker';
import { sandboxArtists } from './artists.ts';
import type { CommunityPerson } from './community.ts';
import { BIRTHDATE_REFERENCE } from './random.ts';
import { favThingsLines, leastFavThingsLines, lookingForLines, twentyQAnswerLines } from './words.ts';
import { profileWords } from './words.ts';

/** Base seed of the demo community's own profiles. */
export const PROFILE_SEED = 20_261_124;

/** The member_profiles part of an own profile (seeking, name, city and about me live on the member). */
export interface DemoProfileSections {
  dating: Omit<SectionValues<'dating'>, 'seeking'>;
  details: SectionValues<'details'>;
  lifestyle: SectionValues<'lifestyle'>;
  lookingFor: string;
  favThings: string;
  leastFavThings: string;
}

export interface DemoOwnProfile {
  /** Null for a member who never filled in a section. */
  sections: DemoProfileSections | null;
  /** 20Q answers, [question id, answer], in question order. */
  answers: Array<[questionId: number, answer: string]>;
  /** Sandbox catalogue ids of their favourite artists, in their order. */
  artistIds: string[];
}

const faker = new Faker({ locale: [en, base] });

/** Whole years on the community's birthdate reference day. */
const ageOf = (birthdate: string) => BIRTHDATE_REFERENCE.getUTCFullYear() - Number(birthdate.slice(0, 4));

/**
 * The own profile of community member `index` (0 free, 1 paying, 2 the new member, 3.. generated): most members
 * filled in their sections and picked a few artists; the new member (`demoLogins.newProfile`) has nothing yet.
 * The 20Q questions they answered are the community's; the answers' words are drawn here, per question.
 */
export function demoOwnProfile(
  index: number,
  person: Pick<CommunityPerson, 'birthdate' | 'answers'>,
  choices: typeof profileChoices,
): DemoOwnProfile {
  const f = faker;
  f.seed(PROFILE_SEED + index);
  const answers = person.answers.map(([questionId, fallback]): [number, string] => {
    const lines = twentyQAnswerLines[questionId];
    return [questionId, lines ? f.helpers.arrayElement(lines) : fallback];
  });
  if (index === 2) return { sections: null, answers, artistIds: [] };
  const filled = index < 2 || f.datatype.boolean({ probability: 0.85 });
  if (!filled) return { sections: null, answers, artistIds: [] };

  const maybe = <T>(value: T, probability = 0.85): T | null =>
    f.datatype.boolean({ probability }) ? value : null;
  const pick = <F extends keyof typeof choices>(field: F) =>
    f.helpers.arrayElement(choices[field]) as (typeof choices)[F][number];
  const age = ageOf(person.birthdate);
  const ageMin = Math.max(18, age - f.number.int({ min: 3, max: 10 }));
  const sections: DemoProfileSections = {
    dating: {
      ageMin,
      ageMax: Math.min(99, Math.max(ageMin, age + f.number.int({ min: 2, max: 12 }))),
      distanceMiles: maybe(f.helpers.arrayElement([10, 25, 50, 100, 250]), 0.6),
      relationshipType: maybe(pick('relationshipType')),
    },
    details: {
      heightInches: maybe(f.number.int({ min: 60, max: 76 })),
      bodyType: maybe(pick('bodyType')),
      education: maybe(pick('education')),
      job: f.datatype.boolean({ probability: 0.8 }) ? f.helpers.arrayElement(profileWords.jobs) : '',
      languages: [
        'english' as const,
        ...f.helpers.arrayElements(
          choices.language.filter((l) => l !== 'english'),
          f.helpers.weightedArrayElement([
            { weight: 6, value: 0 },
            { weight: 3, value: 1 },
            { weight: 1, value: 2 },
          ]),
        ),
      ],
      religion: maybe(pick('religion'), 0.5),
    },
    lifestyle: {
      smoking: maybe(pick('smoking')),
      drinking: maybe(pick('drinking')),
      kids: maybe(pick('kids'), 0.7),
      wantsKids: maybe(pick('wantsKids'), 0.6),
      pets: f.helpers.arrayElements(
        choices.pets.filter((p) => p !== 'none'),
        f.number.int({ min: 0, max: 2 }),
      ),
      diet: maybe(pick('diet'), 0.6),
      exercise: maybe(pick('exercise')),
    },
    lookingFor: f.helpers.arrayElement(lookingForLines),
    favThings: f.datatype.boolean({ probability: 0.8 }) ? f.helpers.arrayElement(favThingsLines) : '',
    leastFavThings: f.datatype.boolean({ probability: 0.6 })
      ? f.helpers.arrayElement(leastFavThingsLines)
      : '',
  };
  const artistIds = f.helpers
    .arrayElements(sandboxArtists, f.number.int({ min: 0, max: 6 }))
    .map((artist) => artist.id);
  return { sections, answers, artistIds };
}
