import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { twentyQAnswerRules, twentyQuestions } from '@app/contract';
import { Questions } from './TwentyQScreen.styles';
import { QuestionItem } from './TwentyQScreenQuestion';

// One question of the 20Q editor, in each state it can be in.

const mobile = { viewport: { value: 'mobile', isRotated: false } } as const;

const meta = {
  title: 'Screens/TwentyQScreen/QuestionItem',
  component: QuestionItem,
  args: {
    question: { id: 1, text: twentyQuestions[0]!.text },
    index: 0,
    answer: undefined,
    draft: '',
    hasDraft: false,
    editing: false,
    pending: null,
    busy: false,
    problem: undefined,
    maxLength: twentyQAnswerRules.maxLength,
    onOpen: fn(),
    onDraft: fn(),
    onSubmit: fn((event: { preventDefault: () => void }) => event.preventDefault()),
    onRetry: fn(),
    onCancel: fn(),
    onClear: fn(),
  },
  // A question is a list item of the editor's list.
  render: (args) => (
    <Questions>
      <QuestionItem {...args} />
    </Questions>
  ),
} satisfies Meta<typeof QuestionItem>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Not answered: Answer opens the editor. */
export const Unanswered: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('Not answered yet')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Answer' }));
    await expect(args.onOpen).toHaveBeenCalled();
  },
};

/** Answered: the answer, with Edit and Remove answer. */
export const Answered: Story = {
  args: { answer: 'A long walk by the river, then tacos.' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('A long walk by the river, then tacos.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove answer' }));
    await expect(args.onClear).toHaveBeenCalled();
  },
};

/** Being answered: the box counts the characters. */
export const Editing: Story = {
  args: { editing: true, draft: 'A long walk', hasDraft: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Your answer' })).toHaveValue('A long walk');
    await expect(
      canvas.getByText(`11 / ${twentyQAnswerRules.maxLength.toLocaleString('en-US')} characters`),
    ).toBeVisible();
  },
};

/** The server refused the answer: why, beside the box; the draft stays. */
export const FieldError: Story = {
  args: {
    editing: true,
    draft: 'x',
    hasDraft: true,
    problem: { kind: 'answer', fieldError: 'Write at least 2 characters' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Your answer' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(canvas.getByText('Write at least 2 characters')).toBeVisible();
  },
};

export const Saving: Story = {
  args: { editing: true, draft: 'A long walk', hasDraft: true, pending: 'answer', busy: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Save answer/ })).toHaveAttribute('aria-busy', 'true');
  },
};

/** Saving failed: the reason with Try again; what was written stays. */
export const SaveFailed: Story = {
  args: {
    editing: true,
    draft: 'A long walk',
    hasDraft: true,
    problem: { kind: 'answer', error: 'We could not reach the server.' },
  },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: "Your answer wasn't saved" })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const EditingMobile: Story = {
  ...Editing,
  globals: mobile,
  play: async (context) => {
    await Editing.play?.(context);
    await expect(context.canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};
