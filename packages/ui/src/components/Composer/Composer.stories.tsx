import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { MESSAGE_MAX_LENGTH, messageBodyMessages, messageBodyRules } from '@app/contract';
import { Composer } from './Composer';

const meta = {
  title: 'Components/Composer',
  component: Composer,
  args: { onSend: fn(), rules: messageBodyRules, label: 'Message to Ana' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Composer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Enter sends the trimmed text and clears the box; Shift+Enter adds a line. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const box = canvas.getByRole('textbox', { name: 'Message to Ana' });
    await userEvent.type(box, '  Hi Ana!{Shift>}{Enter}{/Shift}Coffee on Thursday?  ');
    await expect(canvas.getByText('27 / 2,000')).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).toHaveBeenCalledWith('Hi Ana!\nCoffee on Thursday?');
    await expect(box).toHaveValue('');
  },
};

export const SendButton: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('textbox'), 'See you there');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(args.onSend).toHaveBeenCalledWith('See you there');
  },
};

export const EmptyIsRefused: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('textbox'), '   ');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(messageBodyMessages.empty);
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

/** Over the limit: the count turns red, the error shows at once, and Send is refused; the text stays. */
export const OverLimit: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const box = canvas.getByRole('textbox');
    await userEvent.click(box);
    await userEvent.paste('a'.repeat(MESSAGE_MAX_LENGTH + 1));
    await expect(canvas.getByRole('alert')).toHaveTextContent(messageBodyMessages.tooLong);
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(args.onSend).not.toHaveBeenCalled();
    await expect(box).toHaveValue('a'.repeat(MESSAGE_MAX_LENGTH + 1));
  },
};

export const Sending: Story = {
  args: { sending: true, defaultValue: 'On my way!' },
  play: async ({ canvas, userEvent, args }) => {
    const send = canvas.getByRole('button', { name: 'Send' });
    await expect(send).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('textbox')).toHaveAttribute('readonly');
    await userEvent.click(send);
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

/** The send fails: the text stays in the box with an error, ready to send again. */
export const FailedSendKeepsText: Story = {
  args: { onSend: fn(() => Promise.reject(new Error('offline'))) },
  play: async ({ canvas, userEvent, args }) => {
    const box = canvas.getByRole('textbox');
    await userEvent.type(box, 'Are we still on for Thursday?{Enter}');
    await expect(args.onSend).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent("wasn't sent"));
    await expect(box).toHaveValue('Are we still on for Thursday?');
  },
};

export const WithError: Story = {
  args: { defaultValue: 'Hello again', error: 'Something went wrong on our side. Try again.' },
};
