import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ProgressBar } from './ProgressBar';

const meta = {
  title: 'Components/ProgressBar',
  component: ProgressBar,
  args: { label: 'Uploading photo', value: 40, showLabel: true, showValue: true },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 420 }}>
        <Story />
      </div>
    ),
  ],
  tags: ['autodocs'],
} satisfies Meta<typeof ProgressBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Uploading photo' });
    await expect(bar).toHaveAttribute('aria-valuenow', '40');
    await expect(bar).toHaveAttribute('aria-valuemin', '0');
    await expect(bar).toHaveAttribute('aria-valuemax', '100');
  },
};

/** Profile completeness as steps: the value text replaces the percentage, for sight and for screen readers. */
export const Steps: Story = {
  args: { label: 'Profile complete', value: 3, max: 5, valueText: '3 of 5 steps', tone: 'success' },
};

/** Work of unknown length: no aria-valuenow. */
export const Indeterminate: Story = {
  args: { label: 'Importing photos', value: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Importing photos' })).not.toHaveAttribute(
      'aria-valuenow',
    );
  },
};

/** Label used only as the accessible name; a slim bar, e.g. under a header. */
export const Compact: Story = { args: { showLabel: false, showValue: false, size: 'sm', value: 70 } };

export const Failed: Story = {
  args: { label: 'Upload failed', value: 65, tone: 'danger', showValue: false },
};
