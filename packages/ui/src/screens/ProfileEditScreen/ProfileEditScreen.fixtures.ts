// Own profiles for the profile editor's stories and tests: a new member's (nothing filled in), a complete one, and
// one with every free text at the contract's limit. Storybook and tests only; not exported from the package.
import type { OwnProfile } from '@app/contract';
import { PROFILE_TEXT_MAX, unsavedSections } from '@app/contract';

/** The day the fixtures are read on (ages, "today"). */
export const FIXTURE_NOW = new Date('2026-11-20T12:00:00Z');

export const newMemberProfile: OwnProfile = {
  sections: { ...unsavedSections, 'basic-info': { ...unsavedSections['basic-info'], name: 'Jo' } },
  artists: [],
  answers: [],
  photoCount: 0,
  updatedAt: '2026-11-20T12:00:00.000Z',
};

export const completeProfile: OwnProfile = {
  sections: {
    dating: { seeking: ['man'], ageMin: 30, ageMax: 42, distanceMiles: 25, relationshipType: 'long-term' },
    'basic-info': {
      name: 'Maya',
      birthdate: '1991-04-12',
      gender: 'woman',
      city: { name: 'Portland', region: 'Oregon', country: 'US' },
    },
    details: {
      heightInches: 66,
      bodyType: 'athletic',
      education: 'master',
      job: 'Landscape architect',
      languages: ['english', 'spanish'],
      religion: 'spiritual',
    },
    myself: {
      text: 'Weekend hiker, weekday gardener. I make a serious Sunday pancake and I will beat you at Scrabble.',
    },
    'looking-for': { text: 'Someone kind and curious who is up for a long walk and a longer conversation.' },
    lifestyle: {
      smoking: 'never',
      drinking: 'socially',
      kids: 'none',
      wantsKids: 'maybe',
      pets: ['dog'],
      diet: 'vegetarian',
      exercise: 'regularly',
    },
    'fav-things': { text: 'Mount Hood at sunrise, farmers markets, old jazz records and spicy ramen.' },
    'least-fav-things': { text: 'Loud phone calls on trains, and people who are rude to waiters.' },
  },
  artists: [
    { id: '0000000000000000000001', name: 'Fleetwood Mac', imageUrl: null, genres: ['rock'] },
    { id: '0000000000000000000002', name: 'Norah Jones', imageUrl: null, genres: ['jazz'] },
    { id: '0000000000000000000003', name: 'Bon Iver', imageUrl: null, genres: ['indie folk'] },
    { id: '0000000000000000000004', name: 'Khruangbin', imageUrl: null, genres: ['psychedelic'] },
  ],
  answers: [1, 2, 3, 4, 5, 6].map((questionId) => ({ questionId, answer: 'Yes, always.' })),
  photoCount: 3,
  updatedAt: '2026-11-18T09:30:00.000Z',
};

/** A half-done profile: some sections filled, photos, Spotify and 20Q missing. */
export const halfProfile: OwnProfile = {
  ...completeProfile,
  sections: {
    ...completeProfile.sections,
    details: newMemberProfile.sections.details,
    'fav-things': { text: '' },
    lifestyle: { ...newMemberProfile.sections.lifestyle, smoking: 'never' },
  },
  artists: [],
  answers: [],
  photoCount: 0,
};

const longWord = 'Supercalifragilisticexpialidocious-and-then-some';
const longText = (seed: string) =>
  `${seed} ${'I love long walks, longer talks and the longest books. '.repeat(40)}`.slice(
    0,
    PROFILE_TEXT_MAX,
  );

/** Every text at the limit, a long name and a long job: the editor must wrap, never scroll sideways. */
export const longTextProfile: OwnProfile = {
  ...completeProfile,
  sections: {
    ...completeProfile.sections,
    'basic-info': { ...completeProfile.sections['basic-info'], name: 'Maria-Fernanda de los Ángeles' },
    details: {
      ...completeProfile.sections.details,
      job: `${longWord} ${'consultant '.repeat(6)}`.slice(0, 100),
    },
    myself: { text: longText(longWord) },
    'looking-for': { text: longText('Someone') },
    'fav-things': { text: longText('Books') },
    'least-fav-things': { text: longText('Noise') },
  },
};
