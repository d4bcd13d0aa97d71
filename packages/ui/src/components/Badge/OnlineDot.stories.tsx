import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { OnlineDot } from './OnlineDot';

const meta = {
  title: 'Components/Badge/OnlineDot',
  component: OnlineDot,
  tags: ['autodocs'],
} satisfies Meta<typeof OnlineDot>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Inline: Story = {
  render: (args) => (
    <p style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
      <OnlineDot {...args} /> Ben, 34
    </p>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Online' })).toBeInTheDocument();
  },
};

/** Pinned to the corner of a positioned box (Avatar does this with its `online` prop). */
export const Corner: Story = {
  args: { placement: 'corner', label: 'Online now' },
  decorators: [
    (Story) => (
      <div
        style={{ position: 'relative', width: 56, height: 56, borderRadius: '50%', background: '#e7e5e4' }}
      >
        {Story()}
      </div>
    ),
  ],
};
