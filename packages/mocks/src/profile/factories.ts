// Own-profile fixture values: 20Q answers that read like a member wrote them, artists from the sandbox catalogue
// (@app/demo-data, the server's own), and long texts at the contract's limits. Every value depends only on its
// arguments, so stories and screenshots are the same on every machine.
import type { Artist, UserAnswer } from '@app/contract';
import { PROFILE_TEXT_MAX, TWENTY_Q_ANSWER_MAX, TWENTY_Q_QUESTION_COUNT } from '@app/contract';
import { sandboxArtists } from '@app/demo-data';

/** Two answers per question (by question id), as members write them. */
const answerLines: Record<number, readonly [string, string]> = {
  1: [
    'Tacos from a food truck, then a long walk by the river.',
    'A small jazz bar where we can actually talk.',
  ],
  2: ['Running my first half marathon after years of saying I would.', 'Teaching my niece to ride a bike.'],
  3: ['Two weeks driving the Pacific Coast Highway with no plan.', 'Hiking in Patagonia with my brother.'],
  4: ['Old movies, and why the sequel is never better.', 'Space, ocean exploration, and good coffee.'],
  5: ['My grandmother’s chicken soup.', 'Mac and cheese, the baked kind with a crunchy top.'],
  6: ['Farmers market, a crossword and a nap.', 'Pancakes, a long bike ride and a movie.'],
  7: ['Playing the piano properly.', 'Speaking Italian well enough to order without pointing.'],
  8: ['September by Earth, Wind & Fire.', 'Anything by Lizzo, no question.'],
  9: ['Lessons in Chemistry. Read it in two days.', 'The Bear. I have watched it twice.'],
  10: ['My dog trying to catch snowflakes.', 'Bad puns, the worse the better.'],
  11: ['See the northern lights.', 'Learn to surf before I turn forty.'],
  12: ['Showing up, even when it is inconvenient.', 'Someone who laughs at the same dumb things I do.'],
  13: ['Trail running and weekend climbing.', 'Yoga in the morning, tennis when I can.'],
  14: ['Loyal, curious, a little too competitive.', 'Calm, funny and always early.'],
  15: ['Done is better than perfect.', 'Call your mom.'],
  16: [
    'Morning person: sunrise coffee is the best part of the day.',
    'Night owl, I do my best thinking at midnight.',
  ],
  17: ['A good playlist on the drive to work.', 'Fresh flowers on the kitchen table.'],
  18: ['In my kitchen with friends over.', 'Anywhere near the ocean.'],
  19: ['A trip to Japan in the spring.', 'Finishing the cabin I am building with my dad.'],
  20: ['I will always want dessert.', 'I am a terrible singer and I sing anyway.'],
};

/** The answer a member gives to `questionId` (variant 0 or 1). */
export const sampleAnswer = (questionId: number, variant = 0): string =>
  answerLines[questionId]?.[variant % 2] ?? 'Ask me about it.';

/** Answers to the given questions, in question order. */
export const createAnswers = (questionIds: readonly number[], variant = 0): UserAnswer[] =>
  [...questionIds]
    .sort((a, b) => a - b)
    .map((questionId) => ({ questionId, answer: sampleAnswer(questionId, variant) }));

/** The first `count` questions, answered. */
export const firstAnswers = (count: number, variant = 0): UserAnswer[] =>
  createAnswers(
    Array.from({ length: Math.min(count, TWENTY_Q_QUESTION_COUNT) }, (_, i) => i + 1),
    variant,
  );

/** Artists of the sandbox catalogue by name (an unknown name is a mistake in the fixture and throws). */
export function artistsNamed(...names: string[]): Artist[] {
  return names.map((name) => {
    const artist = sandboxArtists.find((a) => a.name === name);
    if (!artist) throw new Error(`No artist named ${name} in the sandbox catalogue`);
    return artist;
  });
}

const filler =
  'I grew up in a small town where everybody knew everybody, moved to the city for college and stayed for the ' +
  'food, the music and the people. Weekdays I work long hours, weekends I am outside as much as I can be. ';

/** Plain text of exactly `length` characters (default the 2,000 a profile text may hold), ending with a full stop. */
export function longText(length: number = PROFILE_TEXT_MAX): string {
  const text = filler.repeat(Math.ceil(length / filler.length)).slice(0, length - 1);
  return `${text.trimEnd().padEnd(length - 1, '.')}.`;
}

/** A 20Q answer as long as an answer may be (500 characters). */
export const longAnswer = (): string => longText(TWENTY_Q_ANSWER_MAX);

/** A tiny deterministic generator (mulberry32), so a member's extras depend on their id alone. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * The 20Q answers and artists of community member `id`: about two in three answered some questions (half of those
 * five or more), about half chose one to eight artists.
 */
export function communityExtras(id: number): { answers: UserAnswer[]; artists: Artist[] } {
  const next = random(0x5eed + id * 7919);
  const pick = (count: number, size: number) => {
    const chosen = new Set<number>();
    while (chosen.size < Math.min(count, size)) chosen.add(Math.floor(next() * size));
    return [...chosen];
  };
  const roll = next();
  const answerCount = roll < 0.35 ? 0 : roll < 0.65 ? 1 + Math.floor(next() * 4) : 5 + Math.floor(next() * 6);
  const answers = createAnswers(
    pick(answerCount, TWENTY_Q_QUESTION_COUNT).map((i) => i + 1),
    id,
  );
  const artistCount = next() < 0.5 ? 0 : 1 + Math.floor(next() * 8);
  const artists = pick(artistCount, sandboxArtists.length).map((i) => sandboxArtists[i] as Artist);
  return { answers, artists };
}
