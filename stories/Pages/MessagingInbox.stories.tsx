import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { paywallHeadline } from '@app/client';
import { freshVisit, mobile, SitePage, slow, withSite } from './site-decorator';
import { freeSession, payingWith } from './messaging-mocks';

const meta = {
  title: 'Pages/Messaging/Inbox',
  component: SitePage,
  decorators: [withSite],
  beforeEach: freshVisit,
  parameters: { layout: 'fullscreen', route: '/inbox', msw: payingWith() },
} satisfies Meta<typeof SitePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A paying member's inbox: newest first, unread counts, own last messages with their state. */
export const PayingMember: Story = {
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Conversations' }, slow);
    await expect(within(list).getAllByRole('link')).toHaveLength(6);
    await expect(within(list).getAllByText(/unread message/).length).toBeGreaterThan(0);
    await expect(canvas.queryByRole('link', { name: 'See plans' })).toBeNull();
  },
};

/** Nobody wrote yet: the inbox invites the member to find someone. */
export const Empty: Story = {
  parameters: { msw: payingWith('emptyInbox') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No messages yet' }, slow)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse profiles' })).toBeVisible();
  },
};

/** Four conversations waiting, with 3, 1, 5 and 2 unread messages. */
export const UnreadThreads: Story = {
  parameters: { msw: payingWith('unreadThreads') },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Conversations' }, slow);
    for (const count of ['3 unread messages', '1 unread message', '5 unread messages', '2 unread messages'])
      await expect(within(list).getByRole('link', { name: new RegExp(`${count}$`) })).toBeVisible();
  },
};

/** 45 conversations: "Load more" appends the next 20 and moves the focus to the first new one. */
export const LoadMore: Story = {
  parameters: { msw: payingWith('manyThreads') },
  play: async ({ canvas, userEvent }) => {
    const list = await canvas.findByRole('list', { name: 'Conversations' }, slow);
    await expect(within(list).getAllByRole('link')).toHaveLength(20);
    await userEvent.click(canvas.getByRole('button', { name: 'Load more conversations' }));
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(40), slow);
    await waitFor(() => expect(within(list).getAllByRole('link')[20]).toHaveFocus());
  },
};

/** A free member sees who wrote; messages from free members are locked, and a banner leads to the plans. */
export const FreeMember: Story = {
  parameters: { msw: freeSession() },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Conversations' }, slow);
    await expect(within(list).getAllByText('Upgrade to read this message')).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: 'See plans' })).toHaveAttribute(
      'href',
      '/home/paywall?feature=readMail&continue=%2Finbox',
    );
  },
};

/** A free member opens a locked conversation: the paywall with the "reading mail" headline. */
export const FreeMemberOpensLocked: Story = {
  parameters: { msw: freeSession() },
  play: async ({ canvas, userEvent }) => {
    const list = await canvas.findByRole('list', { name: 'Conversations' }, slow);
    const locked = within(list)
      .getAllByRole('link')
      .find((link) => within(link).queryByText('Upgrade to read this message'));
    await userEvent.click(locked as HTMLElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: paywallHeadline('readMail') }, slow),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: payingWith('loading') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading your conversations', undefined, slow)).toBeInTheDocument();
  },
};

/** The inbox call fails: the page says so and offers a retry. */
export const Error: Story = {
  parameters: { msw: payingWith('serverError') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Try again' }, slow)).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: mobile,
  parameters: { msw: payingWith('unreadThreads') },
  play: UnreadThreads.play,
};
