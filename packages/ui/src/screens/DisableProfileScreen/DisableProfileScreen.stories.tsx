import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DisableProfileScreen } from './DisableProfileScreen';

const meta = {
  title: 'Screens/Disable/DisableProfileScreen',
  component: DisableProfileScreen,
  args: {
    continueHref: '/profile/disable/reasons',
    membership: 'renewing',
    cancelMembershipHref: '/subscription/cancel',
    keepHref: '/profile/edit',
  },
} satisfies Meta<typeof DisableProfileScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A paying member: what disabling does and keeps, the renewing membership it does not cancel, and the way on. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Disable your profile' })).toBeVisible();
    await expect(canvas.getByText(/Nothing is deleted/)).toBeVisible();
    await expect(canvas.getByText(/does not cancel a membership/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Cancel my membership' })).toHaveAttribute(
      'href',
      '/subscription/cancel',
    );
    await expect(canvas.getByRole('link', { name: 'Continue' })).toHaveAttribute(
      'href',
      '/profile/disable/reasons',
    );
    await expect(canvas.getByRole('link', { name: 'Keep my profile' })).toHaveAttribute(
      'href',
      '/profile/edit',
    );
  },
};

/** A free member: nothing about a membership they do not have. */
export const FreeMember: Story = {
  args: { membership: 'none' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Nothing is deleted/)).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Your membership' })).toBeNull();
    await expect(canvas.queryByText(/membership/)).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Continue' })).toBeVisible();
  },
};

/** The membership is still being read: its panel holds its place. */
export const MembershipLoading: Story = {
  args: { membership: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your membership');
    await expect(canvas.queryByRole('link', { name: 'Cancel my membership' })).toBeNull();
  },
};

/** The membership could not be read: the warning holds for those who pay, with the way to cancel. */
export const MembershipUnknown: Story = {
  args: { membership: 'unknown' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/If you pay for a membership/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Cancel my membership' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: Default.play,
};
