import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { recorded } from '@app/mocks';
import { freshVisit, SitePage, withSite } from './site-decorator';

const slow = { timeout: 10_000 } as const;
const mobile = { viewport: { value: 'mobile', isRotated: false } } as const;

const meta = {
  title: 'Pages/Interests',
  component: SitePage,
  decorators: [withSite],
  beforeEach: freshVisit,
  parameters: { layout: 'fullscreen', route: '/interests', msw: recorded('profile/interests-paying') },
} satisfies Meta<typeof SitePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The paying demo member's interests from their profile, by kind, with how many members share each. */
export const Interests: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Your interests' }, slow),
    ).toBeVisible();
    const languages = within(await canvas.findByRole('region', { name: 'Languages' }, slow));
    await expect(languages.getByRole('link', { name: /English/ })).toHaveAttribute(
      'href',
      '/interests/language-english',
    );
  },
};

/** Nothing on the profile to share: the way to pick artists. */
export const NoInterests: Story = {
  parameters: { msw: recorded('profile/interests-none') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'No interests yet' }, slow)).toBeVisible();
  },
};

/** One interest's feed: the members who share it, 14 a page. */
export const InterestFeed: Story = {
  parameters: { route: '/interests/language-english' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Languages: English' }, slow),
    ).toBeVisible();
    const list = await canvas.findByRole('list', { name: 'Members who share English' }, slow);
    await expect(within(list).getAllByRole('listitem')).toHaveLength(14);
  },
};

/** An interest the member does not have: 404, said plainly, with the way back. */
export const NotAnInterest: Story = {
  parameters: { route: '/interests/pet-reptile-unknown' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'This is not one of your interests' }, slow),
    ).toBeVisible();
  },
};

export const InterestFeedMobile: Story = { ...InterestFeed, globals: mobile };
