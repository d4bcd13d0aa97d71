import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TWENTY_Q_ANSWER_MAX, twentyQReward, twentyQuestions } from '@app/contract';
import { failing, loadingForever, recorded } from '@app/mocks';
import { freshVisit, mobile, SitePage, slow, withSite } from './site-decorator';

/** The first question the free member (Alex) answered. */
const ANSWERED = 5;

const meta = {
  title: 'Pages/Profile/TwentyQ',
  component: SitePage,
  decorators: [withSite],
  beforeEach: freshVisit,
  parameters: {
    layout: 'fullscreen',
    route: '/profile/edit/twenty-q',
    msw: recorded('profile/filled'),
  },
} satisfies Meta<typeof SitePage>;
export default meta;
type Story = StoryObj<typeof meta>;

const question = async (canvas: ReturnType<typeof within>, id: number) =>
  canvas.findByRole('listitem', { name: twentyQuestions[id - 1]!.text }, slow);

/** Four answers: the fifth earns the reward, announced once with what it is. */
export const FifthAnswerEarnsTheReward: Story = {
  parameters: { msw: recorded('profile/twenty-q-fifth-answer') },
  play: async ({ canvas, userEvent }) => {
    await expect(
      await canvas.findByText('4 of 5 answers to earn your reward', undefined, slow),
    ).toBeVisible();
    const item = await question(canvas, 5);
    await userEvent.click(within(item).getByRole('button', { name: 'Answer' }));
    await userEvent.type(within(item).getByRole('textbox', { name: 'Your answer' }), 'Pancakes.');
    await userEvent.click(within(item).getByRole('button', { name: 'Save answer' }));
    const banner = await canvas.findByRole('region', { name: twentyQReward.title }, slow);
    await expect(banner).toHaveTextContent(twentyQReward.granted);
    await expect(within(item).getByText('Pancakes.')).toBeVisible();
  },
};

/** Six answers and the reward earned months ago. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(new RegExp(twentyQReward.title), undefined, slow)).toBeVisible();
    await expect(canvas.queryByRole('progressbar')).toBeNull();
  },
};

/** A new member: nothing answered yet. */
export const Empty: Story = {
  parameters: { msw: recorded('profile/empty') },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('0 of 5 answers to earn your reward', undefined, slow),
    ).toBeVisible();
  },
};

/** All twenty answered with 500 characters each. */
export const LongText: Story = {
  parameters: { msw: recorded('profile/long-text') },
  play: async ({ canvas }) => {
    await expect(await canvas.findAllByRole('button', { name: 'Edit' }, slow)).toHaveLength(
      twentyQuestions.length,
    );
  },
};

/** An empty answer and one of 501 characters: the rule's message beside the box, nothing sent, nothing lost. */
export const FieldErrors: Story = {
  parameters: { msw: recorded('profile/empty') },
  play: async ({ canvas, userEvent }) => {
    const item = await question(canvas, 1);
    await userEvent.click(within(item).getByRole('button', { name: 'Answer' }));
    await userEvent.click(within(item).getByRole('button', { name: 'Save answer' }));
    const box = within(item).getByRole('textbox', { name: 'Your answer' });
    await expect(box).toHaveAccessibleDescription(/Write an answer, or skip the question/);
    await userEvent.click(box);
    await userEvent.paste('a'.repeat(TWENTY_Q_ANSWER_MAX + 1));
    await userEvent.click(within(item).getByRole('button', { name: 'Save answer' }));
    await expect(box).toHaveAccessibleDescription(/Keep it to 500 characters/);
    await expect(box).toHaveValue('a'.repeat(TWENTY_Q_ANSWER_MAX + 1));
  },
};

/** The server does not answer: the button spins. */
export const Saving: Story = {
  parameters: { msw: recorded('profile/filled', loadingForever('answerTwentyQ')) },
  play: async ({ canvas, userEvent }) => {
    const item = await question(canvas, ANSWERED);
    await userEvent.click(within(item).getByRole('button', { name: 'Edit' }));
    await userEvent.type(within(item).getByRole('textbox', { name: 'Your answer' }), ' And salsa.');
    await userEvent.click(within(item).getByRole('button', { name: 'Save answer' }));
    await expect(within(item).getByRole('button', { name: 'Save answer' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** Every save fails: the answer stays, with a retry. */
export const SaveFails: Story = {
  parameters: { msw: recorded('profile/filled', failing('answerTwentyQ')) },
  play: async ({ canvas, userEvent }) => {
    const item = await question(canvas, ANSWERED);
    await userEvent.click(within(item).getByRole('button', { name: 'Edit' }));
    await userEvent.type(within(item).getByRole('textbox', { name: 'Your answer' }), ' And salsa.');
    await userEvent.click(within(item).getByRole('button', { name: 'Save answer' }));
    const failure = await within(item).findByRole('region', { name: "Your answer wasn't saved" }, slow);
    await expect(within(failure).getByRole('button', { name: 'Try again' })).toBeVisible();
    const box = within(item).getByRole<HTMLTextAreaElement>('textbox', { name: 'Your answer' });
    await expect(box.value.endsWith(' And salsa.')).toBe(true);
  },
};

export const Loading: Story = {
  parameters: { msw: recorded('profile/filled', loadingForever('getTwentyQ')) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading questions', undefined, slow)).toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: recorded('profile/filled', failing('getTwentyQ')) },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: "We couldn't load your questions" }, slow),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: mobile,
  parameters: { msw: recorded('profile/twenty-q-fifth-answer') },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('4 of 5 answers to earn your reward', undefined, slow),
    ).toBeVisible();
  },
};
