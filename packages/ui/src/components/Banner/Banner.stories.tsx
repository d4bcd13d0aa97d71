import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Banner } from './Banner';

const meta = {
  title: 'Components/Banner',
  component: Banner,
  args: {
    tone: 'info',
    title: 'Confirm your email address',
    children: 'We sent a link to alex@example.com. Confirm it to start sending messages.',
  },
  tags: ['autodocs'],
} satisfies Meta<typeof Banner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {
  args: { action: { label: 'Resend email', onClick: fn() } },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('region', { name: 'Confirm your email address' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Resend email' }));
    await expect(args.action?.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Success: Story = {
  args: { tone: 'success', title: 'Email confirmed', children: 'You can now send messages to your matches.' },
};

export const Warning: Story = {
  args: {
    tone: 'warning',
    title: 'Your premium membership ends in 3 days',
    children: 'Renew to keep seeing who liked you.',
    action: { label: 'Renew membership', href: '/billing' },
  },
};

export const Danger: Story = {
  args: {
    tone: 'danger',
    title: 'Your last payment failed',
    children: 'Update your card details to keep premium features.',
    action: { label: 'Update payment', onClick: fn() },
  },
};

export const Dismissible: Story = {
  args: { tone: 'success', title: 'Profile published', children: undefined, onDismiss: fn() },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

export const LongText: Story = {
  args: {
    title: 'We updated our community guidelines and privacy statement',
    children:
      'From next month, profiles without a photo are shown lower in search results, and you can ask us to export all your data at any time from the settings page. Read what changed and why.',
    action: { label: 'Read the changes', href: '/help/changes' },
    onDismiss: fn(),
  },
};
