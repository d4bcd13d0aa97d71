import type { ImportAlbum, ImportablePhoto } from '@app/contract';
import { FACEBOOK_ALBUM_BATCH, MAX_FACEBOOK_PHOTOS } from '@app/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { ImportDialog } from './ImportDialog';
import type { ImportDialogProps, ImportOutcome } from './ImportDialog';

const art = (index: number) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" fill="hsl(${(index * 53) % 360} 50% 60%)"/><path d="M0 96 L40 50 L64 74 L78 60 L96 80 V96Z" fill="hsl(${(index * 53) % 360} 40% 32%)"/></svg>`,
  )}`;

/** 20 albums: a first page of 17 (the Facebook batch) and a second of 3. */
const allAlbums: ImportAlbum[] = Array.from({ length: 20 }, (_, index) => ({
  id: `album-${index + 1}`,
  name: index === 0 ? 'Profile pictures' : `Trip ${index + 1}`,
  photoCount: 12,
  coverUrl: art(index),
}));
const albumPhotos = (album: string): ImportablePhoto[] =>
  Array.from({ length: 12 }, (_, index) => ({
    id: `${album}-photo-${index + 1}`,
    thumbUrl: art(index + album.length),
    width: 960,
    height: 960,
    imported: false,
  }));

/** Pages the albums and opens one the way the site does, over the fixed data above. */
function PagedImportDialog(args: ImportDialogProps & { startPage?: number; startAlbum?: number }) {
  const [page, setPage] = useState(args.startPage ?? 1);
  const [album, setAlbum] = useState<ImportAlbum | null>(
    args.startAlbum === undefined ? null : allAlbums[args.startAlbum]!,
  );
  const albums = allAlbums.slice((page - 1) * FACEBOOK_ALBUM_BATCH, page * FACEBOOK_ALBUM_BATCH);
  return (
    <ImportDialog
      {...args}
      albums={albums}
      albumPage={page}
      hasNextAlbumPage={page * FACEBOOK_ALBUM_BATCH < allAlbums.length}
      onAlbumPage={(next) => {
        args.onAlbumPage(next);
        setPage(next);
      }}
      album={album}
      onOpenAlbum={(next) => {
        args.onOpenAlbum(next);
        setAlbum(next);
      }}
      photos={album ? albumPhotos(album.id) : []}
    />
  );
}

const meta = {
  title: 'Components/ImportDialog',
  component: PagedImportDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    providerName: 'Facebook',
    limit: MAX_FACEBOOK_PHOTOS,
    imported: 0,
    freeSlots: 17,
    connected: true,
    onConnect: fn(),
    status: 'ready',
    albums: [],
    albumPage: 1,
    hasNextAlbumPage: false,
    onAlbumPage: fn(),
    album: null,
    onOpenAlbum: fn(),
    onImport: fn(async (_ids: string[]): Promise<ImportOutcome> => ({ ok: true })),
  },
  render: (args) => <PagedImportDialog {...args} />,
} satisfies Meta<typeof PagedImportDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = async (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Import from Facebook' });

/** The first page: 17 albums, and a way to the next. */
export const AlbumPage1: Story = {
  play: async ({ canvasElement }) => {
    const dialog = within(await dialogOf(canvasElement));
    const list = dialog.getByRole('list', { name: 'Albums, page 1' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(FACEBOOK_ALBUM_BATCH);
    await expect(dialog.getByRole('button', { name: 'More albums' })).toBeEnabled();
    await expect(dialog.getByRole('button', { name: 'Previous albums' })).toBeDisabled();
  },
};

/** The second page: the three albums left. */
export const AlbumPage2: Story = {
  play: async ({ canvasElement, args, userEvent }) => {
    const dialog = within(await dialogOf(canvasElement));
    await userEvent.click(dialog.getByRole('button', { name: 'More albums' }));
    await expect(args.onAlbumPage).toHaveBeenCalledWith(2);
    const list = await dialog.findByRole('list', { name: 'Albums, page 2' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(dialog.getByRole('button', { name: 'More albums' })).toBeDisabled();
  },
};

/** Five imported already: three more may be chosen, then the rest wait. */
export const SelectionAtLimit: Story = {
  args: { imported: 5, startAlbum: 0 },
  play: async ({ canvasElement, args, userEvent }) => {
    const dialog = within(await dialogOf(canvasElement));
    for (const index of [1, 2, 3])
      await userEvent.click(dialog.getByRole('checkbox', { name: `Photo ${index}` }));
    await expect(dialog.getByText('3 chosen: that is the most you can import')).toBeVisible();
    await expect(dialog.getByRole('checkbox', { name: 'Photo 4' })).toBeDisabled();
    await userEvent.click(dialog.getByRole('button', { name: 'Import 3 photos' }));
    await waitFor(() =>
      expect(args.onImport).toHaveBeenCalledWith(['album-1-photo-1', 'album-1-photo-2', 'album-1-photo-3']),
    );
  },
};

/** The server refused (a limit reached elsewhere meanwhile): nothing imported, the choice kept, and why. */
export const Refused: Story = {
  args: {
    imported: 6,
    startAlbum: 0,
    onImport: fn(async (_ids: string[]): Promise<ImportOutcome> => ({
      ok: false as const,
      error: `You can import at most ${MAX_FACEBOOK_PHOTOS} photos from Facebook.`,
    })),
  },
  play: async ({ canvasElement, userEvent }) => {
    const dialog = within(await dialogOf(canvasElement));
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Photo 1' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Import 1 photo' }));
    await expect(await dialog.findByText(/at most 8 photos from Facebook/)).toBeVisible();
    await expect(dialog.getByRole('checkbox', { name: 'Photo 1' })).toBeChecked();
  },
};

/** Eight imported already: nothing more can be chosen. */
export const LimitReached: Story = {
  args: { imported: MAX_FACEBOOK_PHOTOS },
  play: async ({ canvasElement }) => {
    const dialog = within(await dialogOf(canvasElement));
    await expect(
      dialog.getByText(/You have imported 8 photos from Facebook, the most allowed/),
    ).toBeVisible();
    await expect(dialog.queryByRole('list')).toBeNull();
    await expect(dialog.queryByRole('button', { name: /^Import/ })).toBeNull();
  },
};

/** The provider needs its login first. */
export const NotConnected: Story = {
  args: { connected: false },
  play: async ({ canvasElement, args, userEvent }) => {
    const dialog = within(await dialogOf(canvasElement));
    await userEvent.click(dialog.getByRole('button', { name: 'Connect Facebook' }));
    await expect(args.onConnect).toHaveBeenCalled();
  },
};

/** 390 px: an album's photos, two chosen. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { startAlbum: 1, defaultSelection: ['album-2-photo-1', 'album-2-photo-2'] },
  play: async ({ canvasElement }) => {
    const dialog = within(await dialogOf(canvasElement));
    await expect(dialog.getByText('2 chosen, 6 more allowed')).toBeVisible();
    await expect(dialog.getByRole('heading', { name: 'Trip 2' })).toBeVisible();
  },
};
