import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { UploadProgress } from './UploadProgress';

const meta = {
  title: 'Components/UploadProgress',
  component: UploadProgress,
  args: {
    items: [
      { key: 'a', name: 'beach.jpg', status: 'uploading', progress: 30 },
      { key: 'b', name: 'IMG_2041.HEIC', status: 'done', progress: 100 },
      {
        key: 'c',
        name: 'party.webp',
        status: 'failed',
        progress: 40,
        error: 'The connection dropped before the photo was sent.',
        retryable: true,
      },
    ],
    onRetry: fn(),
    onDismiss: fn(),
  },
} satisfies Meta<typeof UploadProgress>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One file at 30 %, one done, one whose connection dropped (with a retry). */
export const States: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Uploading beach.jpg' })).toHaveAttribute(
      'aria-valuenow',
      '30',
    );
    await expect(canvas.getByText('Uploaded')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledWith('c');
  },
};
