import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Toast } from './Toast';

/** The card alone. In the app, toasts come from `useToast().show()` (see ToastProvider). */
const meta = {
  title: 'Components/Toast',
  component: Toast,
  args: { title: 'Profile saved', tone: 'info', onDismiss: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 384 }}>
        <Story />
      </div>
    ),
  ],
  tags: ['autodocs'],
} satisfies Meta<typeof Toast>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {
  args: { title: 'New match!', description: 'You and Alex liked each other.' },
};

export const Success: Story = {
  args: { tone: 'success', title: 'Message sent' },
};

export const Danger: Story = {
  args: { tone: 'danger', title: 'Message not sent', description: 'Check your connection and try again.' },
};

export const WithAction: Story = {
  args: { tone: 'success', title: 'Like sent to Sam', action: { label: 'Undo', onClick: fn() } },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Undo' }));
    await expect(args.action?.onClick).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss notification' }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

export const LongText: Story = {
  args: {
    title: 'Your profile is now visible to members in Amsterdam, Rotterdam, Utrecht and The Hague',
    description:
      'You changed your search area. Members within 50 km of these cities can now find you in lists and search.',
  },
};
