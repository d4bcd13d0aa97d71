import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button';
import { VisuallyHidden } from './VisuallyHidden';

const meta = {
  title: 'Components/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: ' Anna, 29' },
  tags: ['autodocs'],
} satisfies Meta<typeof VisuallyHidden>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The button shows "Like" but screen readers hear "Like Anna, 29". */
export const InsideAButton: Story = {
  render: (args) => (
    <Button leadingIcon="heart">
      Like
      <VisuallyHidden {...args} />
    </Button>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Like Anna, 29' })).toBeInTheDocument();
  },
};
