import { PHOTOS_PER_MEMBER_MAX, photoAccept, photoLimitsCopy } from '@app/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { photo } from '../../components/PhotoManager/PhotoManager.fixtures';
import type { UploadItem } from '../../components/UploadProgress';
import { PhotosScreen } from './PhotosScreen';

const photos = (count: number) => Array.from({ length: count }, (_, index) => photo(index));

const meta = {
  title: 'Screens/PhotosScreen',
  component: PhotosScreen,
  args: {
    status: 'ready',
    title: 'Photos',
    photos: photos(3),
    maxPhotos: PHOTOS_PER_MEMBER_MAX,
    limitsCopy: photoLimitsCopy,
    accept: photoAccept,
    uploads: [],
    onFiles: fn(),
    onRetryUpload: fn(),
    onDismissUpload: fn(),
    onSetMain: fn(),
    onMove: fn(),
    onDelete: fn(),
    onImport: fn(),
    onRetry: fn(),
    importSources: [
      { id: 'facebook', name: 'Facebook', imported: 0, limit: 8 },
      { id: 'instagram', name: 'Instagram', imported: 0, limit: 8 },
    ],
  },
} satisfies Meta<typeof PhotosScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Three photos, the first the main one; the limits are said in the copy. */
export const Default: Story = {
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText(new RegExp(photoLimitsCopy.size))).toBeVisible();
    await expect(canvas.getByText('Main photo')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Make main photo 2' }));
    await expect(args.onSetMain).toHaveBeenCalledWith(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Move photo 3 earlier' }));
    await expect(args.onMove).toHaveBeenCalledWith(3, -1);
    await expect(canvas.getByRole('button', { name: 'Move photo 1 earlier' })).toBeDisabled();
  },
};

/** No photo yet: the empty state offers the upload. */
export const Empty: Story = {
  args: { photos: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No photos yet' })).toBeVisible();
    await expect(canvas.getByText('0 of 20 photos')).toBeVisible();
  },
};

const uploadingAt30: UploadItem[] = [
  { key: 'a', name: 'beach.jpg', status: 'uploading', progress: 30 },
  { key: 'b', name: 'IMG_2041.HEIC', status: 'uploading', progress: 30 },
];

/** Two files sent at once, each at 30 %. */
export const UploadingAt30: Story = {
  args: { uploads: uploadingAt30 },
  play: async ({ canvas }) => {
    const bars = canvas.getAllByRole('progressbar');
    await expect(bars).toHaveLength(2);
    await expect(bars[0]).toHaveAttribute('aria-valuenow', '30');
    await expect(canvas.getByRole('progressbar', { name: 'Uploading IMG_2041.HEIC' })).toBeVisible();
  },
};

/** Failures, one message each: a dropped connection (with a retry), a wrong type, an oversize file. Photos stay. */
export const Failed: Story = {
  args: {
    uploads: [
      {
        key: 'a',
        name: 'beach.jpg',
        status: 'failed',
        progress: 64,
        error: 'The connection dropped before the photo was sent. Your other photos are safe.',
        retryable: true,
      },
      {
        key: 'b',
        name: 'notes.jpg',
        status: 'failed',
        progress: 0,
        error: `This file is not a photo we can use: send ${photoLimitsCopy.types}.`,
      },
      {
        key: 'c',
        name: 'panorama.png',
        status: 'failed',
        progress: 0,
        error: `This photo is too large: ${photoLimitsCopy.size}.`,
      },
    ],
  },
  play: async ({ canvas, args, userEvent }) => {
    await expect(canvas.getByText(/The connection dropped/)).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: 'Retry' })).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetryUpload).toHaveBeenCalledWith('a');
    await expect(canvas.getAllByRole('listitem', { name: /^Photo/ })).toHaveLength(3);
  },
};

/** Twenty photos: the upload waits until one is deleted. */
export const Full: Story = {
  args: { photos: photos(PHOTOS_PER_MEMBER_MAX) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Upload photos' })).toBeDisabled();
    await expect(canvas.getByText(/your photos are full/)).toBeVisible();
  },
};

/** A new photo waiting for review: the member sees it, others do not yet. */
export const PendingModeration: Story = {
  args: { photos: [photo(0), photo(1, { moderation: 'pending' })] },
  play: async ({ canvas }) => {
    const tile = canvas.getByRole('listitem', { name: 'Photo 2' });
    await expect(within(tile).getByText('Waiting for review')).toBeVisible();
    await expect(within(tile).getByText('Others see it once it is approved.')).toBeVisible();
  },
};

/** A photo moderation refused, with why: it cannot be the main photo. */
export const Rejected: Story = {
  args: {
    photos: [
      photo(0),
      photo(1, { moderation: 'rejected', rejectionReason: 'Your face must be visible in your photos.' }),
    ],
  },
  play: async ({ canvas }) => {
    const tile = canvas.getByRole('listitem', { name: 'Photo 2' });
    await expect(within(tile).getByText('Rejected')).toBeVisible();
    await expect(within(tile).getByText(/Your face must be visible/)).toBeVisible();
    await expect(within(tile).queryByRole('button', { name: /main photo/ })).toBeNull();
  },
};

/** The delete asks first. */
export const DeleteAsksFirst: Story = {
  play: async ({ canvas, canvasElement, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete photo 2' }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: 'Delete this photo?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete photo' }));
    await expect(args.onDelete).toHaveBeenCalledWith(2);
  },
};

/** 390 px: two columns of photos, an upload at 30 %, nothing wider than the screen. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { photos: photos(5), uploads: [uploadingAt30[0]!] },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '30');
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(
      canvasElement.ownerDocument.documentElement.clientWidth,
    );
  },
};

/** The photos are loading. */
export const Loading: Story = { args: { status: 'loading' } };

/** The photos did not load: a retry. */
export const LoadError: Story = {
  args: { status: 'error' },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /try again/i }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** The first-run flow's last step without a photo: Finish waits for one. */
export const FirstRunNoPhoto: Story = {
  args: { photos: [], finish: { label: 'Finish my profile', onFinish: fn() } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Add a photo to finish.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Finish my profile' })).toBeDisabled();
  },
};

/** The first-run flow's last step with a photo: Finish leads on. */
export const FirstRunFinish: Story = {
  args: { photos: photos(1), finish: { label: 'Finish my profile', onFinish: fn() } },
  play: async ({ canvas, args, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Finish my profile' }));
    await expect(args.finish?.onFinish).toHaveBeenCalled();
  },
};
