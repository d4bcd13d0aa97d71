import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { FACEBOOK_ALBUM_BATCH, PHOTOS_PER_MEMBER_MAX, photoLimitsCopy } from '@app/contract';
import { failing, loadingForever, photoFile, recorded, recordedAnswer } from '@app/mocks';
import { freshVisit, mobile, SitePage, slow, withSite } from './site-decorator';

/** How many photos the free member (Alex) has in the recording. */
const photoCount = recordedAnswer('profile/photos-filled', 'getPhotos').data.photos.length;

const meta = {
  title: 'Pages/Profile/Photos',
  component: SitePage,
  decorators: [withSite],
  beforeEach: freshVisit,
  parameters: {
    layout: 'fullscreen',
    route: '/profile/photos',
    msw: recorded('profile/photos-filled'),
  },
} satisfies Meta<typeof SitePage>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
const mainPhoto = (canvas: Canvas) => canvas.findByRole('listitem', { name: 'Photo 1, main photo' }, slow);
const fileInput = (canvasElement: HTMLElement) =>
  canvasElement.ownerDocument.querySelector<HTMLInputElement>('[data-testid="photo-file-input"]')!;
const dialogOf = (canvasElement: HTMLElement) =>
  within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Import from Facebook' }, slow);

/** The member's approved photos, the first main; the limits are said in the copy. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(await mainPhoto(canvas)).toBeVisible();
    await expect(canvas.getByText(new RegExp(photoLimitsCopy.types))).toBeVisible();
    await expect(canvas.getByText(`${photoCount} of ${PHOTOS_PER_MEMBER_MAX} photos`)).toBeVisible();
  },
};

/** No photo yet. */
export const Empty: Story = {
  parameters: { msw: recorded('profile/photos-empty') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No photos yet' }, slow)).toBeVisible();
  },
};

/** Twenty photos: the upload waits until one is deleted. */
export const Full: Story = {
  parameters: { msw: recorded('profile/photos-full') },
  play: async ({ canvas }) => {
    await expect(await mainPhoto(canvas)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Upload photos' })).toBeDisabled();
  },
};

/** A photo waiting for moderation. */
export const PendingModeration: Story = {
  parameters: { msw: recorded('profile/photos-pending') },
  play: async ({ canvas }) => {
    await mainPhoto(canvas);
    await expect(
      within(canvas.getByRole('listitem', { name: `Photo ${photoCount + 1}` })).getByText(
        'Waiting for review',
      ),
    ).toBeVisible();
  },
};

/** A photo moderation rejected, with its reason. */
export const Rejected: Story = {
  parameters: { msw: recorded('profile/photos-rejected') },
  play: async ({ canvas }) => {
    await mainPhoto(canvas);
    await expect(
      within(canvas.getByRole('listitem', { name: `Photo ${photoCount + 1}` })).getByText('Rejected'),
    ).toBeVisible();
  },
};

/** Two photos uploaded at once: each gets its progress bar, then joins the grid. */
export const UploadTwo: Story = {
  parameters: { msw: recorded('profile/photos-filled') },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await mainPhoto(canvas);
    await userEvent.upload(fileInput(canvasElement), [
      photoFile('jpeg', { name: 'beach.jpg', width: 1200, height: 1500 }),
      photoFile('png', { name: 'party.png', width: 900, height: 900, seed: 2 }),
    ]);
    await expect(
      await canvas.findByRole('listitem', { name: `Photo ${photoCount + 2}` }, slow),
    ).toBeVisible();
    // The two answer in any order: the first answer handled can already list both photos while the other upload's
    // progress row waits for its own answer.
    await waitFor(() => expect(canvas.queryByRole('progressbar')).toBeNull(), slow);
  },
};

/** The upload never finishes: its progress bar stays (the value depends on the browser, so no screenshot). */
export const Uploading: Story = {
  tags: ['!screenshot'],
  parameters: { msw: recorded('profile/photos-filled', loadingForever('uploadPhoto')) },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await mainPhoto(canvas);
    await userEvent.upload(fileInput(canvasElement), [photoFile('jpeg', { name: 'beach.jpg' })]);
    await expect(await canvas.findByRole('progressbar', { name: 'Uploading beach.jpg' }, slow)).toBeVisible();
  },
};

/** The server fails every upload: a message and a retry; the photos stay. */
export const UploadFailed: Story = {
  parameters: { msw: recorded('profile/photos-filled', failing('uploadPhoto')) },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await mainPhoto(canvas);
    await userEvent.upload(fileInput(canvasElement), [photoFile('jpeg', { name: 'beach.jpg' })]);
    await expect(await canvas.findByRole('button', { name: 'Retry' }, slow)).toBeVisible();
    await expect(canvas.getAllByRole('listitem', { name: /^Photo \d/ })).toHaveLength(photoCount);
  },
};

/** Facebook: 20 albums over two pages of 17 and 3. */
export const ImportAlbumPages: Story = {
  parameters: { msw: recorded('profile/photos-import') },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await mainPhoto(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Import from Facebook' }));
    const dialog = within(await dialogOf(canvasElement));
    const first = await dialog.findByRole('list', { name: 'Albums, page 1' }, slow);
    await expect(within(first).getAllByRole('listitem')).toHaveLength(FACEBOOK_ALBUM_BATCH);
    await userEvent.click(dialog.getByRole('button', { name: 'More albums' }));
    const second = await dialog.findByRole('list', { name: 'Albums, page 2' }, slow);
    await waitFor(() => expect(within(second).getAllByRole('listitem')).toHaveLength(3));
  },
};

/** Eight Facebook photos imported already: the dialog says so and offers nothing to choose. */
export const ImportLimitReached: Story = {
  parameters: { msw: recorded('profile/photos-import-limit') },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await mainPhoto(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Import from Facebook' }));
    const dialog = within(await dialogOf(canvasElement));
    await expect(await dialog.findByText(/the most allowed/, undefined, slow)).toBeVisible();
  },
};

/** The Graph API adapters before their login: the dialog asks to connect. */
export const ImportNotConnected: Story = {
  parameters: { msw: recorded('profile/photos-import-not-connected') },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await mainPhoto(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Import from Facebook' }));
    const dialog = within(await dialogOf(canvasElement));
    await expect(await dialog.findByRole('region', { name: 'Connect Facebook' }, slow)).toBeVisible();
  },
};

/** 390 px. */
export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvas }) => {
    await expect(await mainPhoto(canvas)).toBeVisible();
  },
};
