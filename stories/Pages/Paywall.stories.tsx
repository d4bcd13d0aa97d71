import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { paywallHeadline } from '@app/client';
import { failing, recorded } from '@app/mocks';
import { freshVisit, mobile, SitePage, slow, withSite } from './site-decorator';

const meta = {
  title: 'Pages/Paywall',
  component: SitePage,
  decorators: [withSite],
  beforeEach: freshVisit,
  parameters: { layout: 'fullscreen', route: '/lists/wlm', msw: recorded('membership/paywall') },
} satisfies Meta<typeof SitePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A free member opens "who liked me" and lands on the paywall with that feature's headline. */
export const LikedMe: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: paywallHeadline('likedMe') }, slow),
    ).toBeVisible();
    await expect(await canvas.findByText('1 Month at $14.99 (50% off)', undefined, slow)).toBeVisible();
    await expect((await canvas.findAllByRole('button', { name: 'Choose' }, slow)).length).toBeGreaterThan(0);
  },
};

export const ViewedMe: Story = {
  parameters: { route: '/lists/wvm' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: paywallHeadline('viewedMe') }, slow),
    ).toBeVisible();
  },
};

/** The plans call fails: the headline stays, the plans offer a retry. */
export const PlansError: Story = {
  parameters: {
    msw: recorded('membership/paywall', failing('webProducts'), failing('microPlan')),
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: paywallHeadline('likedMe') }, slow),
    ).toBeVisible();
    await expect(await canvas.findByRole('button', { name: 'Try again' }, slow)).toBeVisible();
  },
};

/** The same page at 390 px, once its content has loaded. */
export const Mobile: Story = { globals: mobile, play: LikedMe.play };
