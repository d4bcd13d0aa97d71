import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { EmptyState } from './EmptyState';
import { EmptyStateIllustration } from './EmptyStateIllustration';

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  args: {
    title: 'No messages yet',
    description:
      'When someone writes to you, the conversation shows up here. Say hello to a match to get started.',
    action: { label: 'Browse matches', onAction: fn() },
    illustration: <EmptyStateIllustration name="messages" />,
  },
  tags: ['autodocs'],
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Messages: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: 'No messages yet' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Browse matches' }));
    await expect(args.action.onAction).toHaveBeenCalledTimes(1);
  },
};

/** The action as a link to another page. */
export const LinkAction: Story = {
  args: {
    title: 'No likes yet',
    description:
      'Members who like you appear here. A complete profile with photos gets three times more likes.',
    action: { label: 'Complete your profile', href: '/profile/edit' },
    illustration: <EmptyStateIllustration name="likes" />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Complete your profile' })).toHaveAttribute(
      'href',
      '/profile/edit',
    );
  },
};

export const NoSearchResults: Story = {
  args: {
    title: 'No one matches these filters',
    description: 'Try a wider age range or a larger distance.',
    action: { label: 'Reset filters', onAction: fn() },
    illustration: <EmptyStateIllustration name="search" />,
  },
};

export const WithoutIllustration: Story = {
  args: {
    title: 'No visitors this week',
    description: 'Members who view your profile are listed here for 30 days.',
    illustration: undefined,
  },
};
