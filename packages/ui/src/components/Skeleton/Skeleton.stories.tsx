import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton } from './Skeleton';

/**
 * Placeholder shapes sized like the content they replace. The shimmer runs only when the member allows motion;
 * screenshots show the static shape.
 */
const meta = {
  title: 'Components/Skeleton',
  component: Skeleton,
  args: { variant: 'text', lines: 3 },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
  tags: ['autodocs'],
} satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Three lines of body text; the last is shorter, like a paragraph's last line. */
export const Text: Story = {};

/** A single line at a given width, e.g. a name. */
export const TextLine: Story = { args: { variant: 'text', lines: 1, width: 160 } };

/** An avatar. */
export const Circle: Story = { args: { variant: 'circle', size: 56 } };

/** A photo box with the photo's exact size. */
export const Rect: Story = { args: { variant: 'rect', width: '100%', height: 240 } };
