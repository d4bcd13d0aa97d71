import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { RECORDING_NOW, recordedAnswer } from '@app/mocks';
import { ThreadListItem } from './ThreadListItem';

// Rows of the inboxes the server answered: the paying member's (read, unread, own last message) and the free
// member's (a locked one).
const payingInbox = recordedAnswer('messaging/paying', 'getInbox').data.items;
const freeInbox = recordedAnswer('messaging/free', 'getInbox').data.items;
const pick = <T,>(rows: T[], test: (row: T) => boolean): T => {
  const row = rows.find(test);
  if (!row) throw new Error('The recording has no such thread');
  return row;
};
const read = pick(payingInbox, (t) => t.unreadCount === 0 && !t.lastMessageFromMe);
const unread = pick(payingInbox, (t) => t.unreadCount > 0);
const fromMe = pick(payingInbox, (t) => t.lastMessageFromMe);
const locked = pick(freeInbox, (t) => t.locked);
const noPhoto = pick(payingInbox, (t) => t.member.photoUrl === null);

const meta = {
  title: 'Components/ThreadListItem',
  component: ThreadListItem,
  args: { thread: read, href: `/inbox/${read.id}`, now: new Date(RECORDING_NOW) },
  decorators: [
    (Story) => (
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, maxWidth: 560 }}>
        <li>
          <Story />
        </li>
      </ul>
    ),
  ],
} satisfies Meta<typeof ThreadListItem>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Read: Story = {
  play: async ({ canvas }) => {
    const row = canvas.getByRole('link');
    await expect(row).toHaveAttribute('href', `/inbox/${read.id}`);
    await expect(row).toHaveTextContent(read.member.name);
    await expect(row).not.toHaveTextContent(/unread/);
  },
};

export const Unread: Story = {
  args: { thread: unread, href: `/inbox/${unread.id}` },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link')).toHaveTextContent(
      `${unread.unreadCount} unread message${unread.unreadCount === 1 ? '' : 's'}`,
    );
  },
};

export const LastMessageFromMe: Story = {
  args: { thread: fromMe, href: `/inbox/${fromMe.id}` },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link')).toHaveTextContent(/You: /);
  },
};

/** A free member's view of a free member's message: who and when, but not what. */
export const Locked: Story = {
  args: { thread: locked, href: `/inbox/${locked.id}` },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link')).toHaveTextContent('Upgrade to read this message');
  },
};

/** A member without a photo; the name and preview are stretched past any real one to show how the row cuts them. */
export const NoPhotoLongName: Story = {
  args: {
    thread: {
      ...noPhoto,
      member: { ...noPhoto.member, name: 'Maximiliana Alexandrina Konstantinopoulou-Richardson' },
      lastMessagePreview:
        'This is a rather long message preview that goes on and on so the row has to cut it with an ellipsis…',
    },
    href: `/inbox/${noPhoto.id}`,
  },
};

export const Mobile: Story = {
  ...Unread,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
