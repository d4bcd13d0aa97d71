import type { Meta, StoryObj } from '@storybook/react-vite';
import { EmptyStateIllustration } from './EmptyStateIllustration';

/** Decorative line art for EmptyState, drawn in theme colours. */
const meta = {
  title: 'Components/EmptyState/EmptyStateIllustration',
  component: EmptyStateIllustration,
  args: { name: 'messages' },
  tags: ['autodocs'],
} satisfies Meta<typeof EmptyStateIllustration>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Gallery: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 24 }}>
      <EmptyStateIllustration name="messages" />
      <EmptyStateIllustration name="likes" />
      <EmptyStateIllustration name="search" />
      <EmptyStateIllustration name="photos" />
    </div>
  ),
};
