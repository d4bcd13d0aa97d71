import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ConnectionStatus } from './ConnectionStatus';

const meta = {
  title: 'Components/ConnectionStatus',
  component: ConnectionStatus,
  args: { reconnecting: true },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 160 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ConnectionStatus>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The connection has been down for a few seconds: a quiet note at the bottom, announced politely. */
export const Reconnecting: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Reconnecting…');
  },
};

/** Connected: nothing shows (the empty live region stays, so the next change is announced). */
export const Connected: Story = {
  args: { reconnecting: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(canvas.queryByText('Reconnecting…')).toBeNull();
  },
};
