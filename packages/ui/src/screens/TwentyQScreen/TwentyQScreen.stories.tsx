import { TWENTY_Q_ANSWER_MAX, twentyQAnswerRules, twentyQReward, twentyQuestions } from '@app/contract';
import { recordedAnswer } from '@app/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { failingOnce, loadFailedStory } from '../../internal/editorStories';
import { TwentyQScreen } from './TwentyQScreen';
import type { TwentyQOutcome, TwentyQScreenProps } from './TwentyQScreen';

const REWARD_AT = 5;
/** The 20Q as the server answered it: the new member with the first three questions answered (no reward yet). */
const threeAnswered = recordedAnswer('profile/twenty-q-three-answers', 'getTwentyQ').data;
/** The new member with the first four answered: the fifth earns the reward. */
const fourAnswered = recordedAnswer('profile/twenty-q-fifth-answer', 'getTwentyQ', { step: 0 }).data;
/** The free member: six answers and the reward earned. */
const sixAnswered = recordedAnswer('profile/filled', 'getTwentyQ').data;
const sampleAnswers = threeAnswered.answers.map((entry) => entry.answer);

/**
 * Answers the way the site does: the story's `onAnswer` / `onClear` spies are called first; when one returns a
 * failure (or a promise that never ends) that is the answer, otherwise the change succeeds, the list updates and the
 * fifth answer grants the reward once.
 */
function StatefulTwentyQ(args: TwentyQScreenProps) {
  const [answers, setAnswers] = useState(args.answers ?? []);
  const [reward, setReward] = useState(args.reward ?? { answersNeeded: REWARD_AT, granted: false });
  const onAnswer = async (questionId: number, answer: string): Promise<TwentyQOutcome> => {
    const scripted = (await args.onAnswer(questionId, answer)) as TwentyQOutcome | undefined;
    if (scripted && !scripted.ok) return scripted;
    const next = [...answers.filter((entry) => entry.questionId !== questionId), { questionId, answer }].sort(
      (a, b) => a.questionId - b.questionId,
    );
    const rewardJustGranted = !reward.granted && next.length >= reward.answersNeeded;
    setAnswers(next);
    if (rewardJustGranted) setReward({ ...reward, granted: true });
    return { ok: true, rewardJustGranted };
  };
  const onClear = async (questionId: number): Promise<TwentyQOutcome> => {
    const scripted = (await args.onClear(questionId)) as TwentyQOutcome | undefined;
    if (scripted && !scripted.ok) return scripted;
    setAnswers(answers.filter((entry) => entry.questionId !== questionId));
    return { ok: true };
  };
  return <TwentyQScreen {...args} answers={answers} reward={reward} onAnswer={onAnswer} onClear={onClear} />;
}

const meta = {
  title: 'Screens/TwentyQScreen',
  component: TwentyQScreen,
  args: {
    status: 'ready',
    title: '20 questions',
    questions: twentyQuestions,
    answers: threeAnswered.answers,
    reward: threeAnswered.reward,
    rewardCopy: twentyQReward,
    rules: twentyQAnswerRules,
    onAnswer: fn(),
    onClear: fn(),
    onRetry: fn(),
    backHref: '/profile/edit',
  },
  render: (args) => <StatefulTwentyQ {...args} />,
} satisfies Meta<typeof TwentyQScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The list item of question `id` (named by its question). */
const item = (canvasElement: HTMLElement, id: number) =>
  within(within(canvasElement).getByRole('listitem', { name: twentyQuestions[id - 1]!.text }));

/** Three answers so far: answer a fourth; the editor closes, the answer shows and the count moves on. */
export const AnswerAQuestion: Story = {
  play: async ({ canvas, canvasElement, userEvent, args, step }) => {
    await expect(canvas.getByText('3 of 5 answers to earn your reward')).toBeVisible();
    const fourth = item(canvasElement, 4);
    await step('open the question: focus goes to the answer box', async () => {
      await userEvent.click(fourth.getByRole('button', { name: 'Answer' }));
      await waitFor(() => expect(fourth.getByRole('textbox', { name: 'Your answer' })).toHaveFocus());
    });
    await userEvent.keyboard('  Old houses and the people who restore them.  ');
    await expect(fourth.getByText(/47 \/ 500 characters/)).toBeVisible();
    await userEvent.click(fourth.getByRole('button', { name: 'Save answer' }));
    await expect(args.onAnswer).toHaveBeenCalledWith(4, 'Old houses and the people who restore them.');
    await expect(fourth.getByText('Old houses and the people who restore them.')).toBeVisible();
    await waitFor(() => expect(fourth.getByRole('button', { name: 'Edit' })).toHaveFocus());
    await expect(canvas.getByText('4 of 5 answers to earn your reward')).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Answers toward your reward' })).toHaveAttribute(
      'aria-valuenow',
      '4',
    );
  },
};

/** The fifth answer earns the reward: a banner in a live region says what it is, once; a sixth answer adds nothing. */
export const RewardGranted: Story = {
  args: { answers: fourAnswered.answers, reward: fourAnswered.reward },
  play: async ({ canvas, canvasElement, userEvent, step }) => {
    await step('answer the fifth question', async () => {
      const fifth = item(canvasElement, 5);
      await userEvent.click(fifth.getByRole('button', { name: 'Answer' }));
      await userEvent.keyboard('My grandmother’s chicken soup.');
      await userEvent.click(fifth.getByRole('button', { name: 'Save answer' }));
    });
    const banner = await canvas.findByRole('region', { name: twentyQReward.title });
    await expect(banner).toHaveTextContent(twentyQReward.granted);
    const live = canvas.getAllByRole('status').find((status) => status.contains(banner));
    await expect(live).toBeDefined();
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await step('a sixth answer: still one banner', async () => {
      const sixth = item(canvasElement, 6);
      await userEvent.click(sixth.getByRole('button', { name: 'Answer' }));
      await userEvent.keyboard('An early night.');
      await userEvent.click(sixth.getByRole('button', { name: 'Save answer' }));
      await expect(sixth.getByText('An early night.')).toBeVisible();
      await expect(canvas.getAllByRole('region', { name: twentyQReward.title })).toHaveLength(1);
    });
    await userEvent.click(within(banner).getByRole('button', { name: 'Dismiss' }));
    await expect(canvas.queryByRole('region', { name: twentyQReward.title })).toBeNull();
  },
};

/** Change an answer, then take another back: its words stay as a draft for later. */
export const ChangeAndRemove: Story = {
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const first = item(canvasElement, 1);
    await userEvent.click(first.getByRole('button', { name: 'Edit' }));
    const box = first.getByRole('textbox', { name: 'Your answer' });
    await expect(box).toHaveValue(sampleAnswers[0]);
    await userEvent.clear(box);
    await userEvent.type(box, 'Coffee and a long walk.');
    await userEvent.click(first.getByRole('button', { name: 'Save answer' }));
    await expect(args.onAnswer).toHaveBeenCalledWith(1, 'Coffee and a long walk.');
    await expect(first.getByText('Coffee and a long walk.')).toBeVisible();

    const second = item(canvasElement, 2);
    await userEvent.click(second.getByRole('button', { name: 'Remove answer' }));
    await expect(args.onClear).toHaveBeenCalledWith(2);
    await expect(second.getByText('Not answered yet (your draft is kept)')).toBeVisible();
    await expect(canvas.getByText('2 of 5 answers to earn your reward')).toBeVisible();
    await userEvent.click(second.getByRole('button', { name: 'Answer' }));
    await expect(second.getByRole('textbox', { name: 'Your answer' })).toHaveValue(sampleAnswers[1]);
  },
};

/** Skip leaves the question unanswered, keeps the draft, and moves on to the next unanswered question. */
export const Skip: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const fourth = item(canvasElement, 4);
    await userEvent.click(fourth.getByRole('button', { name: 'Answer' }));
    await userEvent.keyboard('Maybe later');
    await userEvent.click(fourth.getByRole('button', { name: 'Skip' }));
    await expect(args.onAnswer).not.toHaveBeenCalled();
    await expect(fourth.getByText('Not answered yet (your draft is kept)')).toBeVisible();
    await waitFor(() => expect(item(canvasElement, 5).getByRole('button', { name: 'Answer' })).toHaveFocus());
  },
};

/** Escape closes the editor from the keyboard, and focus returns to the question's button. */
export const KeyboardOnly: Story = {
  play: async ({ canvasElement, userEvent }) => {
    const first = item(canvasElement, 1);
    first.getByRole('button', { name: 'Edit' }).focus();
    await userEvent.keyboard('{Enter}');
    // Focus moves in an effect after the render: wait for it.
    await waitFor(() => expect(first.getByRole('textbox', { name: 'Your answer' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await expect(first.queryByRole('textbox')).toBeNull();
    await waitFor(() => expect(first.getByRole('button', { name: 'Edit' })).toHaveFocus());
  },
};

/** An empty answer: the rule's message beside the box, nothing sent. */
export const EmptyAnswer: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const fourth = item(canvasElement, 4);
    await userEvent.click(fourth.getByRole('button', { name: 'Answer' }));
    await userEvent.keyboard('   ');
    await userEvent.click(fourth.getByRole('button', { name: 'Save answer' }));
    const box = fourth.getByRole('textbox', { name: 'Your answer' });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription(/Write an answer, or skip the question/);
    await waitFor(() => expect(box).toHaveFocus());
    await expect(args.onAnswer).not.toHaveBeenCalled();
  },
};

/** 501 characters: the count shows it, the error names the limit, and every character typed stays. */
export const TooLong: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const fourth = item(canvasElement, 4);
    await userEvent.click(fourth.getByRole('button', { name: 'Answer' }));
    const long = 'a'.repeat(TWENTY_Q_ANSWER_MAX + 1);
    await userEvent.paste(long);
    await expect(fourth.getByText(/501 \/ 500 characters/)).toBeVisible();
    await userEvent.click(fourth.getByRole('button', { name: 'Save answer' }));
    const box = fourth.getByRole('textbox', { name: 'Your answer' });
    await expect(box).toHaveAccessibleDescription(/Keep it to 500 characters/);
    await expect(box).toHaveValue(long);
    await expect(args.onAnswer).not.toHaveBeenCalled();
  },
};

/** The server refused the answer (400 naming it): the message sits beside the box and the text stays. */
export const ServerFieldError: Story = {
  args: { onAnswer: fn(async () => ({ ok: false, fieldError: 'Remove the control characters' }) as const) },
  play: async ({ canvasElement, userEvent }) => {
    const fourth = item(canvasElement, 4);
    await userEvent.click(fourth.getByRole('button', { name: 'Answer' }));
    await userEvent.keyboard('Old houses');
    await userEvent.click(fourth.getByRole('button', { name: 'Save answer' }));
    const box = fourth.getByRole('textbox', { name: 'Your answer' });
    await expect(box).toHaveAccessibleDescription(/Remove the control characters/);
    await expect(box).toHaveValue('Old houses');
  },
};

const failingSave = failingOnce<TwentyQOutcome>(
  { ok: false, error: 'Check your connection and try again.' },
  { ok: true },
);

/** The network failed: a banner offers to try again, what was written stays, and the retry saves it. */
export const ServerErrorThenRetry: Story = {
  args: { onAnswer: failingSave.save },
  beforeEach: failingSave.beforeEach,
  play: async ({ canvasElement, userEvent, args }) => {
    const fourth = item(canvasElement, 4);
    await userEvent.click(fourth.getByRole('button', { name: 'Answer' }));
    await userEvent.keyboard('Old houses');
    await userEvent.click(fourth.getByRole('button', { name: 'Save answer' }));
    const failure = await fourth.findByRole('region', { name: "Your answer wasn't saved" });
    await expect(failure).toHaveTextContent('What you wrote is still here.');
    await expect(fourth.getByRole('textbox', { name: 'Your answer' })).toHaveValue('Old houses');
    await userEvent.click(within(failure).getByRole('button', { name: 'Try again' }));
    await expect(args.onAnswer).toHaveBeenCalledTimes(2);
    await expect(fourth.getByText('Old houses')).toBeVisible();
    await expect(fourth.queryByRole('region')).toBeNull();
  },
};

/** Saving: the button spins and the other questions wait. */
export const Saving: Story = {
  args: { onAnswer: fn(() => new Promise<TwentyQOutcome>(() => undefined)) },
  play: async ({ canvasElement, userEvent }) => {
    const fourth = item(canvasElement, 4);
    await userEvent.click(fourth.getByRole('button', { name: 'Answer' }));
    await userEvent.keyboard('Old houses and the people who restore them.');
    await userEvent.click(fourth.getByRole('button', { name: 'Save answer' }));
    await expect(fourth.getByRole('button', { name: 'Save answer' })).toHaveAttribute('aria-busy', 'true');
    await expect(item(canvasElement, 5).getByRole('button', { name: 'Answer' })).toBeDisabled();
  },
};

/** Nothing answered yet. */
export const Empty: Story = {
  args: { answers: recordedAnswer('profile/empty', 'getTwentyQ').data.answers },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('0 of 5 answers to earn your reward')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Answer' })).toHaveLength(twentyQuestions.length);
  },
};

/** Six answers and the reward already earned: no progress bar, the reward named. */
export const Filled: Story = {
  args: { answers: sixAnswered.answers, reward: sixAnswered.reward },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(`${twentyQReward.title}. 6 of 20 questions answered.`)).toBeVisible();
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await expect(canvas.queryByRole('region', { name: twentyQReward.title })).toBeNull();
  },
};

/** Answers at the 500-character limit, one unbroken word, and line breaks: nothing overflows. */
export const LongText: Story = {
  args: { ...recordedAnswer('profile/twenty-q-long-answers', 'getTwentyQ').data },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading questions');
  },
};

export const LoadError: Story = loadFailedStory();

/** 390 px: an answer being written, with the reward progress above. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement, userEvent }) => {
    const fourth = item(canvasElement, 4);
    await userEvent.click(fourth.getByRole('button', { name: 'Answer' }));
    await userEvent.keyboard('Old houses and the people who restore them.');
    await expect(fourth.getByRole('button', { name: 'Save answer' })).toBeVisible();
  },
};
