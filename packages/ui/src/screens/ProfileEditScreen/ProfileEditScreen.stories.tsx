import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import type { ProfileEditPart } from '@app/contract';
import { loadFailedStory } from '../../internal/editorStories';
import { ProfileEditScreen, profileEditParts } from './ProfileEditScreen';
import {
  FIXTURE_NOW,
  completeProfile,
  halfProfile,
  longTextProfile,
  newMemberProfile,
} from './ProfileEditScreen.fixtures';

const links = {
  parts: Object.fromEntries(profileEditParts.map((part) => [part, `/profile/edit/${part}`])) as Record<
    ProfileEditPart,
    string
  >,
  photos: '/profile/photos',
  complete: '/profile/complete',
  steps: '/profile/edit/step1',
  view: '/profile/view',
};

const meta = {
  title: 'Screens/ProfileEditScreen',
  component: ProfileEditScreen,
  args: { status: 'ready', profile: halfProfile, now: FIXTURE_NOW, links },
} satisfies Meta<typeof ProfileEditScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Half done: the meter, what each section holds, and an Edit link per section. */
export const Filled: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Profile completeness' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    await expect(canvas.getByText(/Maya · 35 · Woman · Portland, Oregon/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Edit Basic info' })).toHaveAttribute(
      'href',
      '/profile/edit/basic-info',
    );
    await expect(canvas.getByRole('link', { name: 'Edit Photos' })).toHaveAttribute(
      'href',
      '/profile/photos',
    );
    await expect(canvas.getByRole('link', { name: "See what's missing" })).toHaveAttribute(
      'href',
      '/profile/complete',
    );
  },
};

export const Complete: Story = {
  args: { profile: completeProfile },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/4 artists: Fleetwood Mac, Norah Jones, Bon Iver…/)).toBeVisible();
    await expect(canvas.getByText('6 of 20 answered')).toBeVisible();
    await expect(canvas.queryByRole('link', { name: "See what's missing" })).toBeNull();
  },
};

/** A new member: every section says it is not filled in yet. */
export const Empty: Story = {
  args: { profile: newMemberProfile },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Not filled in yet.').length).toBeGreaterThan(5);
    await expect(canvas.getByRole('link', { name: 'Fill it in step by step' })).toHaveAttribute(
      'href',
      '/profile/edit/step1',
    );
  },
};

/** Texts at the 2,000-character limit show as a short preview. */
export const LongText: Story = { args: { profile: longTextProfile } };

export const Loading: Story = { args: { status: 'loading' } };

export const LoadFailed: Story = loadFailedStory();

export const Mobile: Story = {
  args: { profile: longTextProfile },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
