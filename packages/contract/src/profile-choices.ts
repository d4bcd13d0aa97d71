// The choices of the own profile's single- and multiple-choice fields (stored values) and how members read them.
import { z } from 'zod';

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

type Pet = ProfileChoice<'pets'>;

/** "No pets" says the member has none, so it never stands beside a pet. */
const NO_PETS = 'none' satisfies Pet;

/** True when the pets say one thing: "No pets" alone, or pets without it (the lifestyle section's rule). */
export const petsAgree = (pets: readonly Pet[]) =>
  !pets.includes(NO_PETS) || pets.every((pet) => pet === NO_PETS);

/** The pets after the member ticks or unticks `pet`: "No pets" clears the pets, a pet clears "No pets". */
export function petsAfterChoice(pets: readonly Pet[], pet: Pet, ticked: boolean): Pet[] {
  const kept = ticked ? pets.filter((other) => (pet === NO_PETS) === (other === NO_PETS)) : pets;
  const chosen = new Set<Pet>(ticked ? [...kept, pet] : kept.filter((other) => other !== pet));
  return profileChoices.pets.filter((choice) => chosen.has(choice));
}

/** The schema of a choice field: one of its stored choices. */
export const profileChoiceField = <F extends ProfileChoiceField>(field: F) =>
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
