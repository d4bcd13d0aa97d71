import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { createMemberSummary, createThread, MESSAGING_NOW } from '@app/mocks';
import { ThreadListItem } from './ThreadListItem';

const meta = {
  title: 'Components/ThreadListItem',
  component: ThreadListItem,
  args: { thread: createThread({ id: 't1' }), href: '/inbox/t1', now: MESSAGING_NOW },
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
    await expect(row).toHaveAttribute('href', '/inbox/t1');
    await expect(row).toHaveTextContent('47 min. ago');
  },
};

export const Unread: Story = {
  args: { thread: createThread({ id: 't2', unreadCount: 3 }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link')).toHaveTextContent('3 unread messages');
  },
};

export const LastMessageFromMe: Story = {
  args: { thread: createThread({ id: 't3', lastMessageFromMe: true, lastMessageState: 'read' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link')).toHaveTextContent(/You: /);
  },
};

/** A free member's view of a free member's message: who and when, but not what. */
export const Locked: Story = {
  args: { thread: createThread({ id: 't4', locked: true, lastMessagePreview: null, unreadCount: 1 }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link')).toHaveTextContent('Upgrade to read this message');
  },
};

export const NoPhotoLongName: Story = {
  args: {
    thread: createThread({
      id: 't5',
      member: createMemberSummary({
        id: 205,
        name: 'Maximiliana Alexandrina Konstantinopoulou-Richardson',
        photoUrl: null,
      }),
      lastMessagePreview:
        'This is a rather long message preview that goes on and on so the row has to cut it with an ellipsis…',
      unreadCount: 12,
    }),
  },
};

export const Mobile: Story = {
  ...Unread,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
