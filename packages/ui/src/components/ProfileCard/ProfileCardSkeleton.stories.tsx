import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ProfileCardSkeleton } from './ProfileCardSkeleton';

const meta = {
  title: 'Components/ProfileCard/Skeleton',
  component: ProfileCardSkeleton,
  decorators: [(Story) => <div style={{ maxWidth: 240 }}>{Story()}</div>],
} satisfies Meta<typeof ProfileCardSkeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The card's shape while a list loads: photo box, name and city lines. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.firstElementChild).not.toBeEmptyDOMElement();
  },
};

/** With the extra line of a list entry (e.g. "viewed you on …"). */
export const WithMeta: Story = { args: { withMeta: true } };
