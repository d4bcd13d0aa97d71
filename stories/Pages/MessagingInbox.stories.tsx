import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { paywallHeadline } from '@app/client';
import { freshVisit, mobile, SitePage, slow, withSite } from './site-decorator';
import { failing, loadingForever, recorded, recordedAnswer } from '@app/mocks';

const meta = {
  title: 'Pages/Messaging/Inbox',
  component: SitePage,
  decorators: [withSite],
  beforeEach: freshVisit,
  parameters: { layout: 'fullscreen', route: '/inbox', msw: recorded('messaging/paying') },
} satisfies Meta<typeof SitePage>;
export default meta;
type Story = StoryObj<typeof meta>;

const payingInbox = recordedAnswer('messaging/paying', 'getInbox').data.items;

/** A paying member's inbox: newest first, unread counts, own last messages with their state. */
export const PayingMember: Story = {
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Conversations' }, slow);
    await expect(within(list).getAllByRole('link')).toHaveLength(payingInbox.length);
    await expect(within(list).getAllByText(/unread message/).length).toBeGreaterThan(0);
    await expect(canvas.queryByRole('link', { name: 'See plans' })).toBeNull();
  },
};

/** Nobody wrote yet: the inbox invites the member to find someone. */
export const Empty: Story = {
  parameters: { msw: recorded('messaging/empty') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No messages yet' }, slow)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse profiles' })).toBeVisible();
  },
};

/** Conversations waiting: each names how many of its messages the member has not read. */
export const UnreadThreads: Story = {
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Conversations' }, slow);
    const unread = payingInbox.filter((thread) => thread.unreadCount > 0);
    await expect(unread.length).toBeGreaterThan(0);
    for (const count of new Set(unread.map((thread) => thread.unreadCount)))
      await expect(
        within(list).getAllByRole('link', { name: new RegExp(`(^|\\s)${count} unread messages?(\\s|$)`) }),
      ).toHaveLength(unread.filter((thread) => thread.unreadCount === count).length);
  },
};

/** More than 40 conversations: "Load more" appends the next 20 and moves the focus to the first new one. */
export const LoadMore: Story = {
  parameters: { msw: recorded('messaging/many-threads') },
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
  parameters: { msw: recorded('messaging/free') },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Conversations' }, slow);
    const locked = recordedAnswer('messaging/free', 'getInbox').data.items.filter((thread) => thread.locked);
    await expect(within(list).getAllByText('Upgrade to read this message')).toHaveLength(locked.length);
    await expect(canvas.getByRole('link', { name: 'See plans' })).toHaveAttribute(
      'href',
      '/home/paywall?feature=readMail&continue=%2Finbox',
    );
  },
};

/** A free member opens a locked conversation: the paywall with the "reading mail" headline. */
export const FreeMemberOpensLocked: Story = {
  parameters: { msw: recorded('messaging/free') },
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
  parameters: { msw: recorded('messaging/paying', loadingForever('getInbox')) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading your conversations', undefined, slow)).toBeInTheDocument();
  },
};

/** The inbox call fails: the page says so and offers a retry. */
export const Error: Story = {
  parameters: { msw: recorded('messaging/paying', failing('getInbox')) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Try again' }, slow)).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: mobile,
  play: UnreadThreads.play,
};

/**
 * Live: a message arrives in an older conversation while the inbox is open (the live channel replays what the real
 * server pushed): the conversation moves to the top with its preview and one more unread message.
 */
export const LiveMessageArrives: Story = {
  parameters: { msw: recorded('messaging/live-message-inbox') },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Conversations' }, slow);
    const before = recordedAnswer('messaging/live-message-inbox', 'getInbox').data.items;
    await waitFor(
      () =>
        expect(within(list).getAllByRole('link')[0]).toHaveTextContent('Are you free on Saturday afternoon?'),
      slow,
    );
    const moved = before.find((t) =>
      within(list).getAllByRole('link')[0]?.textContent?.includes(t.member.name),
    );
    await expect(moved).toBeDefined();
    await expect(before[0]?.id).not.toBe(moved?.id);
    const unread = (moved?.unreadCount ?? 0) + 1;
    await expect(within(list).getAllByRole('link')[0]).toHaveAccessibleName(
      new RegExp(`(^|\\s)${unread} unread messages?(\\s|$)`),
    );
  },
};
