import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { RECORDING_NOW } from '@app/mocks';
import { BoostCountdown } from './BoostCountdown';

const at = (seconds: number) => new Date(RECORDING_NOW + seconds * 1000).toISOString();
const fixedNow = () => new Date(RECORDING_NOW);

const meta = {
  title: 'Components/BoostCountdown',
  component: BoostCountdown,
  args: { endsAt: at(18 * 60 + 30), now: fixedNow },
} satisfies Meta<typeof BoostCountdown>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A boost with 18 minutes 30 seconds left ("now" pinned to the mocks' clock, so the digits hold still); under reduced
 * motion (as the QA run's browser asks) it counts whole minutes.
 */
export const Running: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^(18:30|19 min)$/)).toBeVisible();
    // Screen readers hear whole minutes only, politely.
    const spoken = canvas.getByText('Your boost ends in: About 19 minutes left');
    await expect(spoken).toHaveAttribute('aria-live', 'polite');
  },
};

/** The last seconds. */
export const LastMinute: Story = {
  args: { endsAt: at(42) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^(00:42|1 min)$/)).toBeVisible();
    await expect(canvas.getByText(/Less than a minute left/)).toBeInTheDocument();
  },
};

/** The time is up. */
export const Ended: Story = {
  args: { endsAt: at(-5) },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Your boost has ended')[0]).toBeVisible();
  },
};
