import { recordedAnswer } from '@app/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ProfileViewScreenGallery } from './ProfileViewScreenGallery';

const profile = recordedAnswer('discovery/profile-paying', 'getProfileView').data;

const meta = {
  title: 'Screens/ProfileViewScreen/Gallery',
  component: ProfileViewScreenGallery,
  args: { name: profile.name, photos: profile.photos },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof ProfileViewScreenGallery>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A thumbnail chooses the main photo, and says which one is shown. */
export const Photos: Story = {
  play: async ({ canvas, userEvent }) => {
    const count = profile.photos.length;
    await userEvent.click(canvas.getByRole('button', { name: `Show photo 2 of ${count}` }));
    await expect(canvas.getByRole('button', { name: `Show photo 2 of ${count}` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByRole('img', { name: `${profile.name}, photo 2 of ${count}` })).toBeVisible();
  },
};

/** One photo: no thumbnails. */
export const OnePhoto: Story = {
  args: { photos: profile.photos.slice(0, 1) },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** No photo yet: the fallback art, named for screen readers. */
export const NoPhotos: Story = {
  args: { photos: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: `${profile.name} has no photos yet` })).toBeVisible();
  },
};
