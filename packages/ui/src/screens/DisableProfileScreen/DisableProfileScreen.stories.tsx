import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DisableProfileScreen } from './DisableProfileScreen';

const meta = {
  title: 'Screens/Disable/DisableProfileScreen',
  component: DisableProfileScreen,
  args: {
    continueHref: '/profile/disable/reasons',
    cancelMembershipHref: '/subscription/cancel',
    keepHref: '/profile/edit',
  },
} satisfies Meta<typeof DisableProfileScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** What disabling does and keeps, what happens to a membership (not cancelled) and the way on. */
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

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: Default.play,
};
