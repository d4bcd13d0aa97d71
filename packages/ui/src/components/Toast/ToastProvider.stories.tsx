import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { ToastProvider, useToast } from './ToastProvider';

function Senders({ onUndo }: { onUndo: () => void }) {
  const toast = useToast();
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12 }}>
      <Button variant="secondary" onClick={() => toast.show({ title: 'Profile saved', tone: 'success' })}>
        Show success
      </Button>
      <Button
        variant="secondary"
        onClick={() =>
          toast.show({ title: 'Like sent to Sam', tone: 'info', action: { label: 'Undo', onClick: onUndo } })
        }
      >
        Show with action
      </Button>
      <Button
        variant="secondary"
        onClick={() =>
          toast.show({
            title: 'Message not sent',
            description: 'Check your connection and try again.',
            tone: 'danger',
          })
        }
      >
        Show error
      </Button>
    </div>
  );
}

/**
 * Wrap the app once in `ToastProvider`; anywhere below, `useToast().show({ title, description, tone, action })`.
 * Toasts auto-dismiss (timer paused while hovered or focused); these stories keep them (`duration={Infinity}`) so
 * screenshots never depend on time.
 */
const meta = {
  title: 'Components/Toast/ToastProvider',
  component: ToastProvider,
  render: (args) => (
    <ToastProvider {...args} duration={Infinity}>
      <Senders onUndo={fn()} />
    </ToastProvider>
  ),
  tags: ['autodocs'],
} satisfies Meta<typeof ToastProvider>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Success goes to the polite status region, errors to the assertive alert region. */
export const ShowToasts: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Show success' }));
    await expect(within(body.getByRole('status')).getByText('Profile saved')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show error' }));
    await expect(within(body.getByRole('alert')).getByText('Message not sent')).toBeVisible();
  },
};

export const Dismiss: Story = {
  play: async ({ canvas, canvasElement, userEvent }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Show with action' }));
    const region = body.getByRole('region', { name: 'Notifications' });
    await userEvent.click(within(region).getByRole('button', { name: 'Dismiss notification' }));
    await waitFor(() => expect(within(region).queryByText('Like sent to Sam')).not.toBeInTheDocument());
  },
};
