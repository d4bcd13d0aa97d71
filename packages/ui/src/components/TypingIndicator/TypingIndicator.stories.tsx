import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { recordedAnswer } from '@app/mocks';
import { TypingIndicator } from './TypingIndicator';

// The other member of a thread the server answered.
const { member } = recordedAnswer('messaging/paying', 'getThread').data.thread;

const meta = {
  title: 'Components/TypingIndicator',
  component: TypingIndicator,
  args: { name: member.name },
} satisfies Meta<typeof TypingIndicator>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Three dots and the words: screen readers hear "<name> is typing", not the dots. */
export const Typing: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(`${member.name} is typing`)).toBeVisible();
  },
};

/** A long name stays on one line with the dots. */
export const LongName: Story = { args: { name: 'Alexandria-Josephine' } };
