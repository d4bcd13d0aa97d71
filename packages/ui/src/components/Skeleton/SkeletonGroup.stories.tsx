import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton } from './Skeleton';
import { SkeletonGroup } from './SkeletonGroup';

function MemberRowPlaceholder() {
  return (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Skeleton variant="circle" size={48} />
      <div style={{ flex: 1 }}>
        <Skeleton lines={2} />
      </div>
    </div>
  );
}

/** Wraps skeletons in a polite status that says "Loading"; the shapes themselves are hidden from screen readers. */
const meta = {
  title: 'Components/Skeleton/SkeletonGroup',
  component: SkeletonGroup,
  args: { label: 'Loading members', children: null },
  render: (args) => (
    <SkeletonGroup {...args}>
      <div style={{ display: 'grid', gap: 16, maxWidth: 420 }}>
        <MemberRowPlaceholder />
        <MemberRowPlaceholder />
        <MemberRowPlaceholder />
      </div>
    </SkeletonGroup>
  ),
  tags: ['autodocs'],
} satisfies Meta<typeof SkeletonGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const MemberList: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading members');
  },
};
