import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Stack } from '../Stack';
import type { Message } from '@app/contract';
import { RECORDING_NOW, recordedAnswer } from '@app/mocks';
import { MessageBubble } from './MessageBubble';

// A conversation the server answered (the paying member's newest thread), and the reply they sent in it.
const { thread, messages } = recordedAnswer('messaging/paying', 'getThread').data;
const theirs = messages.findLast((m) => !m.fromMe) as Message;
const mine = messages.findLast((m) => m.fromMe && m.state === 'read') as Message;
const sent = recordedAnswer('messaging/paying', 'replyToThread').data;
const older = messages.find((m) => !m.fromMe) as Message;

/** An own message just typed, in a client-only state (the server never answers these). */
const pending = (body: string, state: 'sending' | 'failed'): Message => ({
  ...sent,
  id: 'local-1',
  body,
  state,
  sentAt: new Date(RECORDING_NOW).toISOString(),
});

const meta = {
  title: 'Components/MessageBubble',
  component: MessageBubble,
  args: {
    message: theirs,
    senderName: thread.member.name,
    now: new Date(RECORDING_NOW),
    timeZone: 'UTC',
    onRetry: fn(),
  },
  decorators: [
    (Story) => (
      <Stack gap={2} style={{ maxWidth: 560 }}>
        <Story />
      </Stack>
    ),
  ],
} satisfies Meta<typeof MessageBubble>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FromThem: Story = {
  play: async ({ canvasElement }) => {
    // The sender's name is there for screen readers, before the body.
    await expect(canvasElement.querySelector('[data-from="them"]')).toHaveTextContent(
      `${thread.member.name}: ${theirs.body}`,
    );
  },
};

export const Sending: Story = {
  args: { message: pending('On my way!', 'sending') },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Sending…')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Retry' })).toBeNull();
  },
};

/** Written while offline: kept until the connection returns, and it says so. */
export const WaitingForConnection: Story = {
  args: { message: pending('On my way!', 'sending'), waiting: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Waiting for connection')).toBeVisible();
  },
};

export const Sent: Story = { args: { message: sent } };

export const Delivered: Story = { args: { message: { ...mine, state: 'delivered' } } };

export const Read: Story = {
  args: { message: mine },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Read')).toBeVisible();
  },
};

/** The text stays in the bubble; Retry sends it again. */
export const FailedWithRetry: Story = {
  args: { message: pending('Are we still on for Thursday?', 'failed') },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('Not sent')).toBeVisible();
    await expect(canvas.getByText(/still on for Thursday/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledWith('local-1');
  },
};

/** Anything that looks like markup is shown as the text it is, and never runs. */
export const MarkupShownAsText: Story = {
  args: { message: { ...theirs, body: '<script>alert(1)</script>\n<b>not bold</b>' } },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByText(/<script>alert\(1\)<\/script>/)).toBeVisible();
    await expect(canvasElement.querySelector('script, b')).toBeNull();
  },
};

export const Flirt: Story = {
  args: { message: { ...theirs, kind: 'flirt', body: 'Hi there! Your profile made me smile.' } },
};

export const LongWordsAndLineBreaks: Story = {
  args: {
    message: {
      ...mine,
      body: 'Here is the address:\nhttps://example.com/a/very/long/path/that/keeps/going/and/going/without/spaces\n\nSee you!',
    },
  },
};

export const OlderMessage: Story = { args: { message: older } };
