import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import type { InboxThread } from '@app/contract';
import { createThread, MESSAGING_NOW } from '@app/mocks';
import { InboxScreen } from './InboxScreen';
import type { InboxScreenProps } from './InboxScreen';

const threads: InboxThread[] = [
  createThread({ id: 't1', unreadCount: 2 }),
  createThread({ id: 't2', unreadCount: 1 }),
  createThread({ id: 't3', lastMessageFromMe: true, lastMessageState: 'read' }),
  createThread({ id: 't4' }),
  createThread({ id: 't5', lastMessageFromMe: true, lastMessageState: 'delivered' }),
];

const common = {
  now: MESSAGING_NOW,
  threadHref: (thread: InboxThread) => `/inbox/${thread.id}`,
  browseHref: '/search',
};

const meta = {
  title: 'Screens/InboxScreen',
  component: InboxScreen,
  args: { ...common, status: 'ready', threads, hasMore: false, onLoadMore: fn() },
} satisfies Meta<typeof InboxScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const UnreadThreads: Story = {
  play: async ({ canvas }) => {
    const rows = canvas.getAllByRole('link');
    await expect(rows).toHaveLength(5);
    await expect(rows[0]).toHaveTextContent('2 unread messages');
    await expect(rows[0]).toHaveAttribute('href', '/inbox/t1');
  },
};

/** Why it is empty, and one way forward. */
export const Empty: Story = {
  args: { threads: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No messages yet' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse profiles' })).toHaveAttribute('href', '/search');
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your conversations');
  },
};

export const Error: Story = {
  args: { status: 'error', onRetry: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect((args as Extract<InboxScreenProps, { status: 'error' }>).onRetry).toHaveBeenCalled();
  },
};

/** A free member: who wrote is visible, messages from free members are locked, and a banner leads to the plans. */
export const FreeMember: Story = {
  args: {
    upgradeHref: '/home/paywall?feature=readMail',
    threads: [
      createThread({ id: 't1', unreadCount: 1 }),
      createThread({ id: 't2', locked: true, lastMessagePreview: null, unreadCount: 1 }),
      createThread({ id: 't4', locked: true, lastMessagePreview: null }),
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'See plans' })).toHaveAttribute(
      'href',
      '/home/paywall?feature=readMail',
    );
    await expect(canvas.getAllByText('Upgrade to read this message')).toHaveLength(2);
  },
};

function PagedInbox(props: InboxScreenProps) {
  const [shown, setShown] = useState(threads);
  const all = [...threads, ...[6, 7, 8, 9, 10].map((n) => createThread({ id: `t${n}` }))];
  return (
    <InboxScreen
      {...props}
      status="ready"
      threads={shown}
      hasMore={shown.length < all.length}
      onLoadMore={() => setShown(all)}
    />
  );
}

/** "Load more" appends the next page and moves focus to its first conversation. */
export const LoadMore: Story = {
  render: (args) => <PagedInbox {...args} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Load more conversations' }));
    await waitFor(() => expect(canvas.getAllByRole('link')).toHaveLength(10));
    await expect(canvas.getAllByRole('link')[5]).toHaveFocus();
    await expect(canvas.queryByRole('button', { name: 'Load more conversations' })).toBeNull();
  },
};

export const LoadingMore: Story = { args: { hasMore: true, loadingMore: true } };

export const LoadMoreFailed: Story = {
  args: { hasMore: true, loadMoreError: "We couldn't load more conversations." },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect((args as Extract<InboxScreenProps, { status: 'ready' }>).onLoadMore).toHaveBeenCalled();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
