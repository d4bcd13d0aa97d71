import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { twentyQAnswerRules, twentyQReward } from '@app/contract';
import { TwentyQScreen } from './TwentyQScreen';
import type { TwentyQOutcome, TwentyQScreenProps } from './TwentyQScreen';

const questions = [
  { id: 1, text: 'First question?' },
  { id: 2, text: 'Second question?' },
  { id: 3, text: 'Third question?' },
];

function setup(overrides: Partial<TwentyQScreenProps> = {}) {
  const props: TwentyQScreenProps = {
    status: 'ready',
    title: '20 questions',
    questions,
    answers: [{ questionId: 1, answer: 'One' }],
    reward: { answersNeeded: 2, granted: false },
    rewardCopy: twentyQReward,
    rules: twentyQAnswerRules,
    onAnswer: vi.fn(async (): Promise<TwentyQOutcome> => ({ ok: true })),
    onClear: vi.fn(async (): Promise<TwentyQOutcome> => ({ ok: true })),
    ...overrides,
  };
  const view = render(<TwentyQScreen {...props} />);
  return { ...view, props };
}

const liveRegionHolding = (name: string) =>
  screen.getAllByRole('status').find((status) => within(status).queryByRole('region', { name }));

describe('TwentyQScreen', () => {
  it('counts answers toward the reward', () => {
    setup();
    expect(screen.getByText('1 of 2 answers to earn your reward')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Answers toward your reward' })).toHaveAttribute(
      'aria-valuetext',
      '1 of 2 answers to earn your reward',
    );
  });

  it('sends a trimmed answer and closes the editor when it is saved', async () => {
    const { props } = setup();
    const second = within(screen.getByRole('listitem', { name: 'Second question?' }));
    await userEvent.click(second.getByRole('button', { name: 'Answer' }));
    await userEvent.type(second.getByRole('textbox', { name: 'Your answer' }), '  Two  ');
    await userEvent.click(second.getByRole('button', { name: 'Save answer' }));
    expect(props.onAnswer).toHaveBeenCalledWith(2, 'Two');
    expect(second.queryByRole('textbox')).toBeNull();
    expect(screen.getByText('Answer saved: Second question?')).toBeInTheDocument();
  });

  it('checks the rules before sending: empty and too long answers stay, with the message beside them', async () => {
    const { props } = setup();
    const second = within(screen.getByRole('listitem', { name: 'Second question?' }));
    await userEvent.click(second.getByRole('button', { name: 'Answer' }));
    await userEvent.click(second.getByRole('button', { name: 'Save answer' }));
    const box = second.getByRole('textbox', { name: 'Your answer' });
    expect(box).toHaveAccessibleDescription(/Write an answer, or skip the question/);
    await userEvent.click(box);
    await userEvent.paste('x'.repeat(twentyQAnswerRules.maxLength + 1));
    expect(box).not.toHaveAttribute('aria-invalid');
    await userEvent.click(second.getByRole('button', { name: 'Save answer' }));
    expect(box).toHaveAccessibleDescription(/Keep it to 500 characters/);
    expect(box).toHaveValue('x'.repeat(501));
    expect(props.onAnswer).not.toHaveBeenCalled();
  });

  it('keeps the text on a failure and saves it on "Try again"', async () => {
    const onAnswer = vi
      .fn<TwentyQScreenProps['onAnswer']>()
      .mockResolvedValueOnce({ ok: false, error: 'The server is not answering.' })
      .mockResolvedValueOnce({ ok: true });
    setup({ onAnswer });
    const second = within(screen.getByRole('listitem', { name: 'Second question?' }));
    await userEvent.click(second.getByRole('button', { name: 'Answer' }));
    await userEvent.type(second.getByRole('textbox', { name: 'Your answer' }), 'Two');
    await userEvent.click(second.getByRole('button', { name: 'Save answer' }));
    const failure = second.getByRole('region', { name: "Your answer wasn't saved" });
    expect(failure).toHaveTextContent('The server is not answering. What you wrote is still here.');
    expect(second.getByRole('textbox', { name: 'Your answer' })).toHaveValue('Two');
    await userEvent.click(within(failure).getByRole('button', { name: 'Try again' }));
    expect(onAnswer).toHaveBeenLastCalledWith(2, 'Two');
    expect(second.queryByRole('region')).toBeNull();
  });

  it('shows a field error the server names beside the answer', async () => {
    setup({ onAnswer: vi.fn(async () => ({ ok: false, fieldError: 'Not allowed here' }) as const) });
    const second = within(screen.getByRole('listitem', { name: 'Second question?' }));
    await userEvent.click(second.getByRole('button', { name: 'Answer' }));
    await userEvent.type(second.getByRole('textbox', { name: 'Your answer' }), 'Two');
    await userEvent.click(second.getByRole('button', { name: 'Save answer' }));
    expect(second.getByRole('textbox', { name: 'Your answer' })).toHaveAccessibleDescription(
      /Not allowed here/,
    );
  });

  it('announces the reward in a live region only when this change granted it', async () => {
    const onAnswer = vi
      .fn<TwentyQScreenProps['onAnswer']>()
      .mockResolvedValueOnce({ ok: true, rewardJustGranted: true })
      .mockResolvedValue({ ok: true, rewardJustGranted: false });
    setup({ onAnswer });
    expect(screen.queryByRole('region', { name: twentyQReward.title })).toBeNull();
    const second = within(screen.getByRole('listitem', { name: 'Second question?' }));
    await userEvent.click(second.getByRole('button', { name: 'Answer' }));
    await userEvent.type(second.getByRole('textbox', { name: 'Your answer' }), 'Two');
    await userEvent.click(second.getByRole('button', { name: 'Save answer' }));
    const banner = screen.getByRole('region', { name: twentyQReward.title });
    expect(liveRegionHolding(twentyQReward.title)).toBeDefined();
    expect(banner).toHaveTextContent(twentyQReward.granted);
    await userEvent.click(within(banner).getByRole('button', { name: 'Dismiss' }));
    const third = within(screen.getByRole('listitem', { name: 'Third question?' }));
    await userEvent.click(third.getByRole('button', { name: 'Answer' }));
    await userEvent.type(third.getByRole('textbox', { name: 'Your answer' }), 'Three');
    await userEvent.click(third.getByRole('button', { name: 'Save answer' }));
    expect(screen.queryByRole('region', { name: twentyQReward.title })).toBeNull();
  });

  it('names the reward instead of the progress once it is granted', () => {
    setup({ reward: { answersNeeded: 2, granted: true } });
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByText(`${twentyQReward.title}. 1 of 3 questions answered.`)).toBeInTheDocument();
  });

  it('removes an answer and keeps its words as a draft', async () => {
    const { props, rerender } = setup();
    const first = within(screen.getByRole('listitem', { name: 'First question?' }));
    await userEvent.click(first.getByRole('button', { name: 'Remove answer' }));
    expect(props.onClear).toHaveBeenCalledWith(1);
    rerender(<TwentyQScreen {...props} answers={[]} />);
    expect(first.getByText('Not answered yet (your draft is kept)')).toBeInTheDocument();
    await userEvent.click(first.getByRole('button', { name: 'Answer' }));
    expect(first.getByRole('textbox', { name: 'Your answer' })).toHaveValue('One');
  });

  it('skips to the next unanswered question, keeping the draft', async () => {
    setup({ answers: [{ questionId: 2, answer: 'Two' }] });
    const first = within(screen.getByRole('listitem', { name: 'First question?' }));
    await userEvent.click(first.getByRole('button', { name: 'Answer' }));
    await userEvent.keyboard('Later');
    await userEvent.click(first.getByRole('button', { name: 'Skip' }));
    const third = within(screen.getByRole('listitem', { name: 'Third question?' }));
    expect(third.getByRole('button', { name: 'Answer' })).toHaveFocus();
    expect(first.getByText('Not answered yet (your draft is kept)')).toBeInTheDocument();
  });

  it('tells the page when an open answer has unsaved words', async () => {
    const onDirtyChange = vi.fn();
    setup({ onDirtyChange });
    const second = within(screen.getByRole('listitem', { name: 'Second question?' }));
    await userEvent.click(second.getByRole('button', { name: 'Answer' }));
    expect(onDirtyChange).toHaveBeenLastCalledWith(false);
    await userEvent.keyboard('Two');
    expect(onDirtyChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(second.getByRole('button', { name: 'Save answer' }));
    expect(onDirtyChange).toHaveBeenLastCalledWith(false);
  });

  it('shows loading and a load error with retry', async () => {
    const onRetry = vi.fn();
    const { rerender, props } = setup({ status: 'loading' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading questions');
    rerender(<TwentyQScreen {...props} status="error" onRetry={onRetry} />);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
  });
});
