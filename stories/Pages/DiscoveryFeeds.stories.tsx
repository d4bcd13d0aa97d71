import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { failing, loadingForever, recorded } from '@app/mocks';
import { freshVisit, mobile, SitePage, slow, withSite } from './site-decorator';

const paying = recorded('discovery/feeds-paying');

const meta = {
  title: 'Pages/Discovery/Feeds',
  component: SitePage,
  decorators: [withSite],
  beforeEach: freshVisit,
  parameters: { layout: 'fullscreen', route: '/interested-in-me', msw: paying },
} satisfies Meta<typeof SitePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Members whose preferences fit this member, 14 a page. */
export const InterestedInMe: Story = {
  parameters: { msw: paying },
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
  parameters: { route: '/newsfeed', msw: paying },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Newsfeed' }, slow)).toBeVisible();
    const tabs = canvas.getByRole('navigation', { name: 'Feeds' });
    await expect(within(tabs).getByRole('link', { name: 'Newsfeed', current: 'page' })).toBeVisible();
  },
};

/** Free members read the feeds too. */
export const FreeMember: Story = {
  parameters: { msw: recorded('discovery/feeds-free') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('list', { name: 'Interested in me' }, slow)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: recorded('discovery/feeds-paying', loadingForever('interestedInMeFeed'), loadingForever('newsfeed')),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading interested in me', undefined, slow)).toBeInTheDocument();
  },
};

/** Nobody's preferences fit the new member (everyone who sought nonbinary members changed their mind). */
export const Empty: Story = {
  parameters: { msw: recorded('discovery/feeds-empty') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Nobody here yet' }, slow)).toBeVisible();
  },
};

export const Error: Story = {
  parameters: {
    route: '/newsfeed',
    msw: recorded('discovery/feeds-paying', failing('interestedInMeFeed'), failing('newsfeed')),
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: "We couldn't load the newsfeed" }, slow),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: mobile,
  parameters: { route: '/newsfeed', msw: paying },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Newsfeed' }, slow)).toBeVisible();
  },
};
