import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { failing, loadingForever, recorded } from '@app/mocks';
import { freshVisit, mobile, SitePage, slow, withSite } from './site-decorator';

const meta = {
  title: 'Pages/Home',
  component: SitePage,
  decorators: [withSite],
  beforeEach: freshVisit,
  parameters: { layout: 'fullscreen', route: '/home', msw: recorded('discovery/home-free') },
} satisfies Meta<typeof SitePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A free member with an old profile: live counters, premium pages marked, upgrade banner and an ad. */
export const FreeMember: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: /Welcome back/ }, slow)).toBeVisible();
    const counters = await canvas.findByRole('list', { name: 'Counters' }, slow);
    await expect(within(counters).getAllByRole('link')).toHaveLength(3);
    await expect(canvas.getByRole('link', { name: 'See plans' })).toBeVisible();
    await expect(canvas.getByRole('complementary', { name: 'Advertisement' })).toBeVisible();
  },
};

export const PayingMember: Story = {
  parameters: { msw: recorded('discovery/home-paying') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: /Welcome back/ }, slow)).toBeVisible();
    await expect(await canvas.findByText('Premium', undefined, slow)).toBeVisible();
    await expect(canvas.queryByRole('complementary', { name: 'Advertisement' })).toBeNull();
  },
};

/** A free member who joined days ago: no ads yet. */
export const NewProfile: Story = {
  parameters: { msw: recorded('discovery/home-new') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: /Welcome back/ }, slow)).toBeVisible();
    await expect(canvas.queryByRole('complementary', { name: 'Advertisement' })).toBeNull();
  },
};

export const Loading: Story = {
  parameters: {
    msw: recorded(
      'discovery/home-free',
      ...(['getProfile', 'getPermissions', 'getCounters', 'getNotices'] as const).map(loadingForever),
    ),
  },
  play: async ({ canvas }) => {
    // The page's own chunk may announce itself first; the profile's loading state follows.
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Loading your profile'), slow);
  },
};

/** The server fails: the page says so and offers a retry. */
export const Error: Story = {
  parameters: { msw: recorded('discovery/home-free', failing('getProfile')) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: 'Try again' }, slow)).toBeVisible();
  },
};

/** The same page at 390 px, once its content has loaded. */
export const Mobile: Story = { globals: mobile, play: FreeMember.play };
