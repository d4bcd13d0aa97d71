// Own-profile fixture values: 20Q answers that fit their questions and artists from the sandbox catalogue (both
// @app/demo-data's, the server seed's own), and long texts at the contract's limits. Every value depends only on its
// arguments, so stories and screenshots are the same on every machine.
import type { Artist, UserAnswer } from '@app/contract';
import { PROFILE_TEXT_MAX, TWENTY_Q_ANSWER_MAX, TWENTY_Q_QUESTION_COUNT } from '@app/contract';
import { sandboxArtists, twentyQAnswerLines } from '@app/demo-data';

/** The answer a member gives to `questionId` (`variant` picks among @app/demo-data's lines for that question). */
export function sampleAnswer(questionId: number, variant = 0): string {
  const lines = twentyQAnswerLines[questionId] ?? [];
  return lines[Math.abs(variant) % Math.max(lines.length, 1)] ?? 'Ask me about it.';
}

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

/** Artists of the sandbox catalogue by id, in the order given (ids it does not know are left out). */
export const artistsWithIds = (ids: readonly string[]): Artist[] =>
  ids.flatMap((id) => sandboxArtists.find((a) => a.id === id) ?? []);

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
