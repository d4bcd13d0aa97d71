import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { freeMember, payingMember } from '@app/mocks';
import { freshVisit, mobile, mocked, SitePage, withSite } from './site-decorator';

const meta = {
  title: 'Pages/MemberPlaceholder',
  component: SitePage,
  decorators: [withSite],
  beforeEach: freshVisit,
  parameters: { layout: 'fullscreen', route: '/lists/wlm', msw: mocked(payingMember()) },
} satisfies Meta<typeof SitePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A paying member opens "who liked me": the page is not built yet, so it says what it will do. */
export const PayingMemberWhoLikedMe: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Who liked me' })).toBeVisible();
    await expect(canvas.getByText('Coming soon')).toBeVisible();
    await expect(canvas.getByRole('link', { name: /^Who liked me/, current: 'page' })).toBeVisible();
  },
};

/** A page every free member may open (who I like). */
export const FreeMemberWhoILike: Story = {
  parameters: { route: '/lists/wyl', msw: mocked(freeMember()) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Who I like' })).toBeVisible();
  },
};

export const ProfileEditSection: Story = {
  parameters: { route: '/profile/edit/basic-info' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Edit profile: Basic info' }),
    ).toBeVisible();
  },
};

export const Mobile: Story = { globals: mobile };
