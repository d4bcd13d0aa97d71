import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import type { InboxThread } from '@app/contract';
import { RECORDING_NOW, recordedAnswer } from '@app/mocks';
import { InboxScreen } from './InboxScreen';
import type { InboxScreenProps } from './InboxScreen';

// The inboxes the server answered: the paying member's, the free member's, and two pages of a long one.
const threads = recordedAnswer('messaging/paying', 'getInbox').data.items;
const firstUnread = threads.findIndex((thread) => thread.unreadCount > 0);
const freeThreads = recordedAnswer('messaging/free', 'getInbox').data.items;
const pageOf = (nth: number) => recordedAnswer('messaging/many-threads', 'getInbox', { nth }).data.items;
const [firstPage, secondPage] = [pageOf(0), pageOf(1)];
const bothPages = [...firstPage, ...secondPage];

const common = {
  now: new Date(RECORDING_NOW),
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
    await expect(rows).toHaveLength(threads.length);
    const unread = threads[firstUnread] as InboxThread;
    await expect(rows[firstUnread]).toHaveTextContent(
      `${unread.unreadCount} unread message${unread.unreadCount === 1 ? '' : 's'}`,
    );
    await expect(rows[firstUnread]).toHaveAttribute('href', `/inbox/${unread.id}`);
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
    threads: freeThreads,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'See plans' })).toHaveAttribute(
      'href',
      '/home/paywall?feature=readMail',
    );
    await expect(canvas.getAllByText('Upgrade to read this message')).toHaveLength(
      freeThreads.filter((thread) => thread.locked).length,
    );
  },
};

function PagedInbox(props: InboxScreenProps) {
  const [shown, setShown] = useState(firstPage);
  return (
    <InboxScreen
      {...props}
      status="ready"
      threads={shown}
      hasMore={shown.length < bothPages.length}
      onLoadMore={() => setShown(bothPages)}
    />
  );
}

/** "Load more" appends the next page and moves focus to its first conversation. */
export const LoadMore: Story = {
  render: (args) => <PagedInbox {...args} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Load more conversations' }));
    await waitFor(() => expect(canvas.getAllByRole('link')).toHaveLength(bothPages.length));
    await expect(canvas.getAllByRole('link')[firstPage.length]).toHaveFocus();
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
