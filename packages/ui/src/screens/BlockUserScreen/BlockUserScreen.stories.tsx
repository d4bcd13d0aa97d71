import { recordedAnswer } from '@app/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { BlockUserScreen } from './BlockUserScreen';

/** The member the paying member blocks and reports in the discovery scenarios. */
const sam = recordedAnswer('discovery/profile-paying', 'getProfileView').data;
/** The longest name a member may choose, without a photo. */
const longNamed = recordedAnswer('discovery/awkward-members', 'getProfileView').data;

const meta = {
  title: 'Screens/BlockUserScreen',
  component: BlockUserScreen,
  args: {
    status: 'ready',
    member: sam,
    onConfirm: fn(),
    onRetry: fn(),
    links: { cancel: `/profile/view/${sam.id}`, blocklist: '/lists/blocklist', search: '/search' },
  },
} satisfies Meta<typeof BlockUserScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** What blocking means, then one clear confirmation; Cancel goes back to the profile. */
export const Confirm: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: `Block ${sam.name}?` })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Cancel' })).toHaveAttribute(
      'href',
      `/profile/view/${sam.id}`,
    );
    await userEvent.click(canvas.getByRole('button', { name: `Block ${sam.name}` }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const Blocking: Story = {
  args: { blocking: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: `Block ${sam.name}` })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const BlockFailed: Story = {
  args: { blockError: 'Check your connection and try again.' },
};

export const Blocked: Story = {
  args: { status: 'blocked' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: `${sam.name} is blocked` })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See your blocklist' })).toHaveAttribute(
      'href',
      '/lists/blocklist',
    );
  },
};

export const LongNameAndMissingPhoto: Story = {
  args: { member: longNamed },
};

export const Loading: Story = { args: { status: 'loading', member: undefined } };

export const Error: Story = {
  args: { status: 'error', member: undefined },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const NotFound: Story = { args: { status: 'not-found', member: undefined } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
