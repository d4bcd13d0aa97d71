// How guessable a new password is, the same estimate on the server (which refuses a weak one) and in the sign-up
// form (its meter): zxcvbn-ts with its common-password and English dictionaries. The common list holds the most
// used passwords of public breaches, so "check against breached passwords" works offline, without sending anything
// to a breach service. Imported as `@app/contract/password-strength`, never through the index: the dictionaries
// weigh about 400 KB and only the sign-up page and the server load them.
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { dictionary as englishDictionary, translations } from '@zxcvbn-ts/language-en';

/** zxcvbn's scale: 0 too guessable … 4 very unguessable. A new password needs at least this. */
export const PASSWORD_SCORE_MIN = 3;

export const passwordStrengthLabels = ['Very weak', 'Weak', 'Fair', 'Strong', 'Very strong'] as const;

const estimator = new ZxcvbnFactory({
  translations,
  graphs: adjacencyGraphs,
  dictionary: { ...commonDictionary, ...englishDictionary },
});

export interface PasswordStrength {
  /** 0–4. */
  score: 0 | 1 | 2 | 3 | 4;
  label: (typeof passwordStrengthLabels)[number];
  acceptable: boolean;
  /** What to change, in a sentence (empty when acceptable). */
  advice: string;
}

/**
 * The strength of `password`, counting what the form knows of the member (`hints`: their email, name) as guessable.
 */
export function passwordStrength(password: string, hints: readonly string[] = []): PasswordStrength {
  const result = estimator.check(password, [...hints]);
  const score = result.score as PasswordStrength['score'];
  const acceptable = score >= PASSWORD_SCORE_MIN;
  const advice = acceptable
    ? ''
    : [result.feedback.warning, ...result.feedback.suggestions].filter(Boolean).join(' ') ||
      'Add another word or two: uncommon words are better.';
  return { score, label: passwordStrengthLabels[score], acceptable, advice };
}
