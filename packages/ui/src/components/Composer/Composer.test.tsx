import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGE_MAX_LENGTH, messageBodyMessages, messageBodyRules } from '@app/contract';
import { Composer } from './Composer';

const setup = (onSend: (body: string) => void | Promise<unknown> = vi.fn()) => {
  render(<Composer onSend={onSend} rules={messageBodyRules} label="Message to Ana" />);
  return { box: screen.getByRole('textbox', { name: 'Message to Ana' }), onSend };
};

describe('Composer', () => {
  it('sends the trimmed text on Enter, keeps Shift+Enter as a new line, and clears the box', async () => {
    const { box, onSend } = setup();
    await userEvent.type(box, '  Hi!{Shift>}{Enter}{/Shift}Free on Friday? {Enter}');
    expect(onSend).toHaveBeenCalledExactlyOnceWith('Hi!\nFree on Friday?');
    expect(box).toHaveValue('');
  });

  it('refuses an empty message with the rule’s error', async () => {
    const { box, onSend } = setup();
    await userEvent.type(box, '  {Enter}');
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent(messageBodyMessages.empty);
  });

  it('shows the over-limit error as soon as the text is too long and blocks sending', async () => {
    const { box, onSend } = setup();
    await userEvent.click(box);
    await userEvent.paste('x'.repeat(MESSAGE_MAX_LENGTH));
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.type(box, 'y');
    expect(screen.getByRole('alert')).toHaveTextContent(messageBodyMessages.tooLong);
    expect(screen.getByText('2,001 / 2,000')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).not.toHaveBeenCalled();
  });

  it('keeps the text and shows an error when the send fails, and sends it again', async () => {
    const onSend = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(undefined);
    const { box } = setup(onSend);
    await userEvent.type(box, 'Still there?{Enter}');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent("wasn't sent"));
    expect(box).toHaveValue('Still there?');

    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(box).toHaveValue(''));
    expect(onSend).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('ignores Enter while the send is running', async () => {
    let finish: () => void = () => undefined;
    const onSend = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { box } = setup(onSend);
    await userEvent.type(box, 'Hello{Enter}{Enter}');
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(box).toHaveAttribute('readonly');
    finish();
    await waitFor(() => expect(box).not.toHaveAttribute('readonly'));
  });
});
