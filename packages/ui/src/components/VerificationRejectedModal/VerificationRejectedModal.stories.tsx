import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { verificationRejections } from '@app/contract';
import { bodyOf, expectNoPhotoModalLinksToPhotos } from '../../internal/verificationStories';
import { Button } from '../Button';
import { VerificationRejectedModal } from './VerificationRejectedModal';
import type { VerificationRejectedModalProps } from './VerificationRejectedModal';

const meta = {
  title: 'Components/VerificationRejectedModal',
  component: VerificationRejectedModal,
  args: {
    open: true,
    onOpenChange: fn(),
    reason: verificationRejections.no_match,
    onRetry: fn(),
  },
} satisfies Meta<typeof VerificationRejectedModal>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Focus starts on "Try again"; the reason is the dialog's description; retrying closes it. */
export const NoMatch: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    const dialog = await bodyOf(canvasElement).findByRole('alertdialog', {
      name: verificationRejections.no_match.title,
    });
    await expect(dialog).toHaveAccessibleDescription(verificationRejections.no_match.message);
    const retry = within(dialog).getByRole('button', { name: 'Try again' });
    await waitFor(() => expect(retry).toHaveFocus());
    await userEvent.click(retry);
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const UnclearSelfie: Story = {
  args: { reason: verificationRejections.unclear_selfie },
  play: async ({ canvasElement }) => {
    const dialog = await bodyOf(canvasElement).findByRole('alertdialog', {
      name: verificationRejections.unclear_selfie.title,
    });
    await expect(dialog).toHaveAccessibleDescription(verificationRejections.unclear_selfie.message);
  },
};

/** No photo to compare with: a link to add one, beside the retry. */
export const NoPhoto: Story = {
  args: { reason: verificationRejections.no_photo, fix: { label: 'Add a photo', href: '/profile/photos' } },
  play: async ({ canvasElement }) => expectNoPhotoModalLinksToPhotos(canvasElement),
};

/** The retry fails: its message shows in the modal, which stays open for another try. */
export const RetryFails: Story = {
  args: { onRetry: fn(() => Promise.reject(new Error('The network request failed.'))) },
  play: async ({ canvasElement, userEvent, args }) => {
    const dialog = await bodyOf(canvasElement).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent('The network request failed.');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

/** Opened from a button; "Not now" closes it and focus goes back to that button. */
export const FocusReturns: Story = {
  args: { open: false },
  render: function Render(args: VerificationRejectedModalProps) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button variant="secondary" onClick={() => setOpen(true)}>
          See why
        </Button>
        <VerificationRejectedModal
          {...args}
          open={open}
          onOpenChange={(next) => {
            args.onOpenChange(next);
            setOpen(next);
          }}
        />
      </>
    );
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const opener = canvas.getByRole('button', { name: 'See why' });
    await userEvent.click(opener);
    const dialog = await bodyOf(canvasElement).findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(bodyOf(canvasElement).queryByRole('alertdialog')).toBeNull());
    await expect(opener).toHaveFocus();
  },
};

export const Mobile: Story = {
  args: { reason: verificationRejections.unclear_selfie },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
