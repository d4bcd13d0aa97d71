import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { VerifiedBadge } from './VerifiedBadge';

const meta = {
  title: 'Components/Badge/VerifiedBadge',
  component: VerifiedBadge,
  tags: ['autodocs'],
} satisfies Meta<typeof VerifiedBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Seal only, next to a name; screen readers hear "Verified". */
export const SealOnly: Story = {
  render: (args) => (
    <p style={{ display: 'flex', alignItems: 'center', gap: 4, fontWeight: 700 }}>
      Anna, 29 <VerifiedBadge {...args} />
    </p>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Verified' })).toBeInTheDocument();
  },
};

export const WithLabel: Story = { args: { showLabel: true } };
