import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CompletenessMeter } from './CompletenessMeter';

const meta = {
  title: 'Components/CompletenessMeter',
  component: CompletenessMeter,
  args: { percent: 60, missingCount: 4 },
} satisfies Meta<typeof CompletenessMeter>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A labelled progress bar read as "60% complete", and what is left under it. */
export const Partial: Story = {
  play: async ({ canvas }) => {
    const meter = canvas.getByRole('progressbar', { name: 'Profile completeness' });
    await expect(meter).toHaveAttribute('aria-valuenow', '60');
    await expect(meter).toHaveAttribute('aria-valuetext', '60% complete');
    await expect(canvas.getByText('4 things left to add.')).toBeVisible();
  },
};

export const Empty: Story = { args: { percent: 0, missingCount: 10 } };

export const Complete: Story = {
  args: { percent: 100, missingCount: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Your profile is complete.')).toBeVisible();
  },
};

export const OneLeft: Story = { args: { percent: 90, missingCount: 1 } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
