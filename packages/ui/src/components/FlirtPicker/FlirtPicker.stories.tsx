import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { recordedAnswer } from '@app/mocks';
import { FlirtPicker } from './FlirtPicker';

const meta = {
  title: 'Components/FlirtPicker',
  component: FlirtPicker,
  args: {
    flirts: recordedAnswer('messaging/compose', 'getFlirts').data.items,
    recipientName: 'Ana',
    onSend: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FlirtPicker>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'You seem fun. Coffee sometime?' }));
    await expect(args.onSend).toHaveBeenCalledWith('coffee');
  },
};

export const Sending: Story = {
  args: { sendingId: 'coffee' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'You seem fun. Coffee sometime?' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(canvas.getByRole('button', { name: /Your profile made me smile/ })).toBeDisabled();
  },
};

export const Sent: Story = {
  args: { sentId: 'wave' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Flirt sent to Ana');
  },
};

export const Failed: Story = {
  args: { error: "Your flirt wasn't sent. Try again." },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
