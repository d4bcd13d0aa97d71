import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import type { Message } from '@app/contract';
import { messageBodyRules } from '@app/contract';
import { RECORDING_NOW, recordedAnswer } from '@app/mocks';
import { ThreadScreen } from './ThreadScreen';
import type { ThreadScreenProps } from './ThreadScreen';

type Ready = Extract<ThreadScreenProps, { status: 'ready' }>;

// The paying member's newest thread as the server answered it, the reply they sent in it, and the two newest pages
// of a 75-message thread.
const { thread, messages } = recordedAnswer('messaging/paying', 'getThread').data;
const { member } = thread;
const lastOwn = messages.findLastIndex((m) => m.fromMe);
const sent = recordedAnswer('messaging/paying', 'replyToThread').data;
const longPage = (nth: number) => recordedAnswer('messaging/long-thread', 'getThread', { nth }).data.messages;

/** An own message just typed, in a client-only state (the server never answers these). */
const pending = (body: string, state: 'sending' | 'failed', id = 'local-1'): Message => ({
  ...sent,
  id,
  body,
  state,
  sentAt: new Date(RECORDING_NOW).toISOString(),
});

const meta = {
  title: 'Screens/ThreadScreen',
  component: ThreadScreen,
  args: {
    status: 'ready',
    now: new Date(RECORDING_NOW),
    timeZone: 'UTC',
    inboxHref: '/inbox',
    member,
    profileHref: `/profile/view/${member.id}`,
    messages,
    hasEarlier: false,
    onLoadEarlier: fn(),
    bodyRules: messageBodyRules,
    onSend: fn(),
    onRetrySend: fn(),
    onDelete: fn(),
    onPaywalledReply: fn(),
  },
} satisfies Meta<typeof ThreadScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Messages in order in a polite log; focus lands on the member's name; the latest own message shows its state. */
export const Conversation: Story = {
  play: async ({ canvas }) => {
    const log = canvas.getByRole('log', { name: new RegExp(member.name) });
    await expect(log).toHaveAttribute('aria-live', 'polite');
    const items = within(log).getAllByRole('listitem');
    await expect(items).toHaveLength(messages.length);
    await expect(items[0]).toHaveTextContent(messages[0]!.body.replace('\n', ' ').slice(0, 20));
    await expect(within(items[lastOwn]!).getByText('Read')).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole('heading', { level: 1, name: new RegExp(member.name) })).toHaveFocus(),
    );
  },
};

/** Typing and Enter hands the trimmed text to onSend (the site then shows it optimistically). */
export const Reply: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(
      canvas.getByRole('textbox', { name: `Message to ${member.name}` }),
      '   Sounds great!   {Enter}',
    );
    await expect((args as Ready).onSend).toHaveBeenCalledWith('Sounds great!');
  },
};

export const Sending: Story = {
  args: { messages: [...messages, pending('See you at 7 then!', 'sending')] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Sending…')).toBeVisible();
  },
};

/** Written while offline: kept, and sent once the connection returns. */
export const WaitingForConnection: Story = {
  args: {
    messages: [...messages, pending('See you at 7 then!', 'sending', 'local-5')],
    waitingIds: ['local-5'],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Waiting for connection')).toBeVisible();
    await expect(canvas.queryByText('Sending…')).toBeNull();
  },
};

/** The other member is typing: three dots and the words, inside the polite log. */
export const Typing: Story = {
  args: { typing: true },
  play: async ({ canvas }) => {
    const log = canvas.getByRole('log', { name: new RegExp(member.name) });
    await expect(within(log).getByText(`${member.name} is typing`)).toBeVisible();
  },
};

/** Each change of the reply box is reported (the site sends typing signals from it). */
export const TypingReported: Story = {
  args: { onDraftChange: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: `Message to ${member.name}` }), 'Hi');
    await expect((args as Ready).onDraftChange).toHaveBeenLastCalledWith('Hi');
  },
};

/** A failed send keeps its text on the bubble; Retry sends it again. */
export const FailedSendWithRetry: Story = {
  args: { messages: [...messages, pending('See you at 7 then!', 'failed', 'local-9')] },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('See you at 7 then!')).toBeVisible();
    await expect(canvas.getByText('Not sent')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect((args as Ready).onRetrySend).toHaveBeenCalledWith('local-9');
  },
};

/** A body that looks like markup is shown as text and runs nothing. */
export const MarkupShownAsText: Story = {
  args: {
    messages: [
      ...messages.slice(0, 3),
      { ...messages[3]!, fromMe: false, body: '<script>alert(1)</script>' },
    ],
  },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByText('<script>alert(1)</script>')).toBeVisible();
    await expect(canvasElement.querySelector('[role="log"] script')).toBeNull();
  },
};

function PagedThread(props: ThreadScreenProps) {
  const all = [...longPage(1), ...longPage(0)];
  const [count, setCount] = useState(longPage(0).length);
  return (
    <ThreadScreen
      {...(props as Ready)}
      messages={all.slice(all.length - count)}
      hasEarlier={count < all.length}
      onLoadEarlier={() => setCount(all.length)}
    />
  );
}

/** A long thread opens at the newest message; "Load earlier messages" adds older ones above. */
export const LongThread: Story = {
  render: (args) => <PagedThread {...args} />,
  play: async ({ canvas, userEvent }) => {
    const log = canvas.getByRole('log');
    await expect(within(log).getAllByRole('listitem')).toHaveLength(longPage(0).length);
    await waitFor(() => expect(log.scrollTop).toBeGreaterThan(0));
    await userEvent.click(canvas.getByRole('button', { name: 'Load earlier messages' }));
    await expect(within(log).getAllByRole('listitem')).toHaveLength(longPage(0).length + longPage(1).length);
    await expect(canvas.queryByRole('button', { name: 'Load earlier messages' })).toBeNull();
    await expect(log).toHaveFocus();
  },
};

export const LoadingEarlier: Story = { args: { hasEarlier: true, loadingEarlier: true } };

/** Deleting asks first; only "Delete" in the dialog deletes. */
export const DeleteAsksToConfirm: Story = {
  play: async ({ canvasElement, canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete conversation' }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', {
      name: 'Delete this conversation?',
    });
    await expect((args as Ready).onDelete).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect((args as Ready).onDelete).toHaveBeenCalledTimes(1);
  },
};

/** A free member reads a paying member's message; Reply leads to the paywall instead of a composer. */
export const FreeMemberPaywall: Story = {
  args: { replyAccess: 'paywall' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: `Reply to ${member.name}` }));
    await expect((args as Ready).onPaywalledReply).toHaveBeenCalledTimes(1);
  },
};

/** The viewer blocked the member: a notice takes the composer's place. */
export const BlockedMember: Story = {
  args: { replyAccess: 'blocked', messages: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.getByRole('heading', { name: `You blocked ${member.name}` })).toBeVisible();
  },
};

/** Opening a thread with a member the viewer blocked: the server's refusal, naming the member, with a way back. */
export const BlockedThread: Story = {
  args: {
    status: 'unavailable',
    reason: 'blocked',
    message: `You blocked ${member.name}. Unblock them to message each other again.`,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'You blocked this member' })).toBeVisible();
    await expect(canvas.getByText(new RegExp(`You blocked ${member.name}`))).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Back to your inbox' })).toHaveAttribute('href', '/inbox');
  },
};

/** A thread that is gone for the viewer (or whose member blocked them: the same answer, the block stays hidden). */
export const UnavailableThread: Story = {
  args: { status: 'unavailable', reason: 'not-found' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: "This conversation isn't available" }),
    ).toBeVisible();
    await expect(canvas.queryByText(/blocked/)).toBeNull();
  },
};

export const NewConversation: Story = {
  args: { messages: [] as Message[], initialFocus: 'composer' },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: `Message to ${member.name}` })).toHaveFocus(),
    );
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the conversation');
  },
};

export const Error: Story = {
  args: { status: 'error', onRetry: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect((args as Extract<ThreadScreenProps, { status: 'error' }>).onRetry).toHaveBeenCalled();
  },
};

export const Mobile: Story = {
  args: { messages: [...messages, pending('See you at 7 then!', 'failed', 'local-9')] },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
