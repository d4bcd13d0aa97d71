import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { completenessParts } from '@app/contract';
import {
  completeProfile,
  halfProfile,
  newMemberProfile,
} from '../ProfileEditScreen/ProfileEditScreen.fixtures';
import { loadFailedStory } from '../../internal/editorStories';
import { ProfileCompleteScreen } from './ProfileCompleteScreen';
import type { CompletenessPartPlace } from './ProfileCompleteScreen';

const links = {
  parts: Object.fromEntries(
    completenessParts.map((part) => [
      part.section,
      part.section === 'photos' ? '/profile/photos' : `/profile/edit/${part.section}`,
    ]),
  ) as Record<CompletenessPartPlace, string>,
  edit: '/profile/edit',
  view: '/profile/view',
};

const meta = {
  title: 'Screens/ProfileCompleteScreen',
  component: ProfileCompleteScreen,
  args: { status: 'ready', profile: halfProfile, links },
} satisfies Meta<typeof ProfileCompleteScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** What is missing, each a link to where it is filled in: photos to the photos page, 20Q and Spotify to theirs. */
export const Partial: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Add a photo' })).toHaveAttribute(
      'href',
      '/profile/photos',
    );
    await expect(canvas.getByRole('link', { name: 'Pick an artist you love' })).toHaveAttribute(
      'href',
      '/profile/edit/spotify',
    );
    await expect(canvas.getByRole('link', { name: 'Answer 5 of the 20 questions' })).toHaveAttribute(
      'href',
      '/profile/edit/twenty-q',
    );
  },
};

export const Empty: Story = { args: { profile: newMemberProfile } };

export const Complete: Story = {
  args: { profile: completeProfile },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Your profile is complete' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: "What's missing" })).toBeNull();
  },
};

export const Loading: Story = { args: { status: 'loading' } };

export const LoadFailed: Story = loadFailedStory();

export const Mobile: Story = {
  args: { profile: newMemberProfile },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
