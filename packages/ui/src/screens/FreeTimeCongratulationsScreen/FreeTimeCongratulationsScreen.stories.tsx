import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { FREE_TIME_DAYS } from '@app/contract';
import { FreeTimeCongratulationsScreen } from './FreeTimeCongratulationsScreen';

const meta = {
  title: 'Screens/Subscription/FreeTimeCongratulations',
  component: FreeTimeCongratulationsScreen,
  args: {
    status: 'ready',
    days: FREE_TIME_DAYS,
    periodEnds: 'Jan 16, 2027',
    renews: true,
    membershipHref: '/subscription',
  },
} satisfies Meta<typeof FreeTimeCongratulationsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The free days are added: the new renewal date. */
export const Added: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: `${FREE_TIME_DAYS} free days added` })).toBeVisible();
    await expect(canvas.getByText('Your membership now renews on Jan 16, 2027.')).toBeVisible();
  },
};

export const AddedMobile: Story = { ...Added, globals: { viewport: { value: 'mobile', isRotated: false } } };

export const Loading: Story = { args: { status: 'loading' } };

export const LoadError: Story = {
  args: { status: 'error', onRetry: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
