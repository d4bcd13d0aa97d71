import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { ConfirmDialog } from './ConfirmDialog';

const meta = {
  title: 'Components/Dialog/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    title: 'Delete this conversation?',
    body: 'All messages with Alex will be removed for you. This cannot be undone.',
    confirmLabel: 'Delete conversation',
    tone: 'danger',
    defaultOpen: true,
    onConfirm: fn(),
    onOpenChange: fn(),
  },
  tags: ['autodocs'],
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Destructive confirmation: focus starts on Cancel, the safe choice. */
export const Danger: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: 'Delete this conversation?' });
    await expect(dialog).toHaveAccessibleDescription(/This cannot be undone/);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
  },
};

export const Default: Story = {
  args: {
    tone: 'default',
    title: 'Hide your profile?',
    body: 'Members will not see you in lists or search until you show your profile again.',
    confirmLabel: 'Hide profile',
    cancelLabel: 'Keep visible',
  },
};

/** While onConfirm's promise is pending the confirm button shows a spinner and the dialog stays open. */
export const Confirming: Story = {
  args: {
    title: 'Block Sam?',
    body: 'Sam will not be able to see your profile or message you.',
    confirmLabel: 'Block member',
    onConfirm: fn(() => new Promise<void>(() => {})),
  },
  play: async ({ canvasElement, userEvent }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: 'Block Sam?' });
    const confirm = within(dialog).getByRole('button', { name: 'Block member' });
    await userEvent.click(confirm);
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(body.getByRole('alertdialog', { name: 'Block Sam?' })).toBeVisible();
  },
};

/**
 * Opened from a trigger: Cancel closes without confirming; confirming calls onConfirm and closes. Focus returns to
 * the trigger both times.
 */
export const WithTrigger: Story = {
  args: { defaultOpen: false, trigger: <Button variant="danger">Delete</Button> },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Delete' });
    await userEvent.click(trigger);
    await userEvent.click(
      within(await body.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }),
    );
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(args.onConfirm).not.toHaveBeenCalled();

    await userEvent.click(trigger);
    const dialog = await body.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete conversation' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};
