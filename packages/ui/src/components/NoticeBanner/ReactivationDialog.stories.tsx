import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { noticeCopy } from '@app/contract';
import { Text } from '../Text';
import { ReactivationDialog } from './ReactivationDialog';
import type { ReactivationDialogProps } from './ReactivationDialog';

const copy = noticeCopy.reactivationModal;

const meta = {
  title: 'Components/NoticeBanner/ReactivationDialog',
  component: ReactivationDialog,
  args: { open: true, onClose: fn() },
} satisfies Meta<typeof ReactivationDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** reactivationModal: welcome back, nothing was lost; Continue closes it. */
export const Default: Story = {
  play: async ({ userEvent, args }) => {
    const dialog = await screen.findByRole('dialog', { name: copy.title });
    await expect(dialog).toHaveAccessibleDescription(/nothing was lost/);
    await userEvent.click(within(dialog).getByRole('button', { name: copy.action }));
    await waitFor(() => expect(args.onClose).toHaveBeenCalledTimes(1));
  },
};

/** Escape and the close button close it too: the notice is dismissed however the member leaves it. */
export const EscapeAndCloseButton: Story = {
  play: async ({ userEvent, args }) => {
    const dialog = await screen.findByRole('dialog', { name: copy.title });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onClose).toHaveBeenCalledTimes(1));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(args.onClose).toHaveBeenCalledTimes(2));
  },
};

/** As the site shows it: open until the member closes it, then gone, with the page behind it usable again. */
export const Dismissed: Story = {
  render: function Render(args: ReactivationDialogProps) {
    const [open, setOpen] = useState(true);
    return (
      <>
        <Text>Your profile is visible to members again.</Text>
        <ReactivationDialog
          open={open}
          onClose={() => {
            args.onClose();
            setOpen(false);
          }}
        />
      </>
    );
  },
  play: async ({ userEvent, args }) => {
    const dialog = await screen.findByRole('dialog', { name: copy.title });
    await userEvent.click(within(dialog).getByRole('button', { name: copy.action }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** At 390 px the dialog fits the screen, with no sideways scroll. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: copy.title });
    await expect(dialog.getBoundingClientRect().right).toBeLessThanOrEqual(
      dialog.ownerDocument.documentElement.clientWidth,
    );
  },
};
