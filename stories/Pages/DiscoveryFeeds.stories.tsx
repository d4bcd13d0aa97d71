import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { interestedInMeFeed, newsfeed } from '@app/contract';
import { discoveryScenarios, freeMember, on, payingMember } from '@app/mocks';
import { withDiscovery } from './discovery-scenarios';
import { freshVisit, mobile, mocked, SitePage, slow, withSite } from './site-decorator';

const emptyPage = () => HttpResponse.json({ data: { items: [], nextCursor: null, total: 0 } });

const meta = {
  title: 'Pages/Discovery/Feeds',
  component: SitePage,
  decorators: [withSite],
  beforeEach: freshVisit,
  parameters: { layout: 'fullscreen', route: '/interested-in-me', msw: mocked(payingMember()) },
} satisfies Meta<typeof SitePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Members whose preferences fit this member, 14 a page. */
export const InterestedInMe: Story = {
  parameters: { msw: mocked(payingMember()) },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Interested in me' }, slow),
    ).toBeVisible();
    const list = await canvas.findByRole('list', { name: 'Interested in me' }, slow);
    await expect(within(list).getAllByRole('listitem')).toHaveLength(14);
  },
};

/** The newsfeed tab: new members, new photos, verifications. */
export const Newsfeed: Story = {
  parameters: { route: '/newsfeed', msw: mocked(payingMember()) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Newsfeed' }, slow)).toBeVisible();
    const tabs = canvas.getByRole('navigation', { name: 'Feeds' });
    await expect(within(tabs).getByRole('link', { name: 'Newsfeed', current: 'page' })).toBeVisible();
  },
};

/** Free members read the feeds too. */
export const FreeMember: Story = {
  parameters: { msw: mocked(freeMember()) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('list', { name: 'Interested in me' }, slow)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: withDiscovery(discoveryScenarios.feedsLoading()) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading interested in me', undefined, slow)).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: { msw: withDiscovery([on(interestedInMeFeed, emptyPage), on(newsfeed, emptyPage)]) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Nobody here yet' }, slow)).toBeVisible();
  },
};

export const Error: Story = {
  parameters: { route: '/newsfeed', msw: withDiscovery(discoveryScenarios.feedsError()) },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: "We couldn't load the newsfeed" }, slow),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: mobile,
  parameters: { route: '/newsfeed', msw: mocked(payingMember()) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Newsfeed' }, slow)).toBeVisible();
  },
};
