import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { text } from './fields.ts';
import { ownAnswer } from './own-profile.ts';
import { TWENTY_Q_REWARD_ANSWERS } from './profile-completeness.ts';

/**
 * 20Q: twenty profile questions a member answers, changes or skips. Answers show on their profile view and in the
 * current profile's `UserAnswers`. The fifth answer (SPEC point 9: at least 5) grants the reward once per member;
 * the server records the grant, so answering again, clearing and re-answering never grants it twice.
 */

export const TWENTY_Q_ANSWER_MAX = 500;

/** The questions, by id (1–20). Declared once: the server, the mocks and the site show these words. */
export const twentyQuestions = [
  { id: 1, text: 'What does your perfect first date look like?' },
  { id: 2, text: 'What are you most proud of?' },
  { id: 3, text: 'What is the best trip you have ever taken?' },
  { id: 4, text: 'What could you talk about for hours?' },
  { id: 5, text: 'What is your go-to comfort food?' },
  { id: 6, text: 'How do you spend a lazy Sunday?' },
  { id: 7, text: 'What is a skill you would love to learn?' },
  { id: 8, text: 'What song always gets you dancing?' },
  { id: 9, text: 'What is the last book or show you could not put down?' },
  { id: 10, text: 'What makes you laugh every time?' },
  { id: 11, text: 'What is on your bucket list?' },
  { id: 12, text: 'What does a great friendship mean to you?' },
  { id: 13, text: 'What is your favorite way to stay active?' },
  { id: 14, text: 'Which three words would your friends use to describe you?' },
  { id: 15, text: 'What is the best advice you have ever been given?' },
  { id: 16, text: 'Are you a morning person or a night owl, and why?' },
  { id: 17, text: 'What small thing makes your day better?' },
  { id: 18, text: 'Where do you feel most at home?' },
  { id: 19, text: 'What are you looking forward to this year?' },
  { id: 20, text: 'What should someone know before dating you?' },
] as const;
export const TWENTY_Q_QUESTION_COUNT = twentyQuestions.length;

/** The reward of the fifth answer: one extra spin of the daily matches wheel. */
export const twentyQReward = {
  kind: 'extra-spin',
  extraSpins: 1,
  title: 'You earned an extra spin',
  description: `Answer ${TWENTY_Q_REWARD_ANSWERS} questions to earn one extra spin of the daily matches wheel.`,
  granted: 'You earned an extra spin of the daily matches wheel for answering 5 questions.',
} as const;

export const twentyQState = z.object({
  answers: z.array(ownAnswer),
  reward: z.object({
    /** Answers needed for the reward (5). */
    answersNeeded: z.number().int().positive(),
    granted: z.boolean(),
    /** ISO 8601 time of the grant; null before it. */
    grantedAt: z.string().nullable(),
  }),
});
export type TwentyQState = z.infer<typeof twentyQState>;

/** After a change: the state, and whether this very call granted the reward (true at most once per member). */
export const twentyQChange = twentyQState.extend({ rewardJustGranted: z.boolean() });
export type TwentyQChange = z.infer<typeof twentyQChange>;

/** A question id in a URL: 1–20; anything else is 400 naming `questionId`. */
export const questionIdParams = z.object({
  questionId: z.coerce
    .number({ error: 'Must be a number' })
    .int('Must be a whole number')
    .min(1, 'There is no such question')
    .max(TWENTY_Q_QUESTION_COUNT, 'There is no such question'),
});

export const twentyQAnswerBody = z.object({
  answer: text({ error: 'Write an answer' })
    .trim()
    .min(1, 'Write an answer, or skip the question')
    .max(TWENTY_Q_ANSWER_MAX, `Keep it to ${TWENTY_Q_ANSWER_MAX} characters`),
});
export type TwentyQAnswerBody = z.input<typeof twentyQAnswerBody>;

/** What the 20Q screen needs to check an answer the way the server will: pass this object to the ui. */
export interface TwentyQAnswerRules {
  maxLength: number;
  /** The message the server would give the `answer` field, or null when the answer is accepted. */
  validate: (answer: string) => string | null;
}
export const twentyQAnswerRules: TwentyQAnswerRules = {
  maxLength: TWENTY_Q_ANSWER_MAX,
  validate: (answer) => twentyQAnswerBody.safeParse({ answer }).error?.issues[0]?.message ?? null,
};

export const getTwentyQ = defineEndpoint({
  summary: "The member's 20Q answers and whether the reward was granted.",
  method: 'GET',
  path: '/api/user/twenty-q',
  response: z.object({ data: twentyQState }),
});

export const answerTwentyQ = defineEndpoint({
  summary:
    'Answer a 20Q question, or change the answer; the fifth answer grants the reward, once per member.',
  method: 'PUT',
  path: '/api/user/twenty-q/:questionId',
  params: questionIdParams,
  body: twentyQAnswerBody,
  response: z.object({ data: twentyQChange }),
});

export const clearTwentyQAnswer = defineEndpoint({
  summary: 'Take back the answer to a 20Q question (a granted reward stays granted).',
  method: 'DELETE',
  path: '/api/user/twenty-q/:questionId',
  params: questionIdParams,
  response: z.object({ data: twentyQChange }),
});
