import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { profileSectionTitles } from '@app/contract';
import { failing, loadingForever, recorded } from '@app/mocks';
import { BLOCKER_ID, VIEWED_MEMBER_ID, viewedProfile } from './discovery-scenarios';
import { freshVisit, mobile, SitePage, slow, withSite } from './site-decorator';

const MEMBER_ID = VIEWED_MEMBER_ID;
const paying = recorded('discovery/profile-paying');
const free = recorded('discovery/profile-free');

const meta = {
  title: 'Pages/Discovery/ProfileView',
  component: SitePage,
  decorators: [withSite],
  beforeEach: freshVisit,
  parameters: { layout: 'fullscreen', route: `/profile/view/${MEMBER_ID}`, msw: paying },
} satisfies Meta<typeof SitePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A paying member sees another member's profile with like, message, block and report, and no ad. */
export const PayingMember: Story = {
  parameters: { msw: paying },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: /, \d+$/ }, slow)).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^Like / })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Message' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /^Report / })).toBeVisible();
    await expect(canvas.queryByRole('complementary', { name: 'Advertisement' })).toBeNull();
  },
};

/** A free member whose profile is older than 15 days sees the house ad beside the profile. */
export const FreeMember: Story = {
  parameters: { msw: free },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: /, \d+$/ }, slow)).toBeVisible();
    await expect(canvas.getByRole('complementary', { name: 'Advertisement' })).toBeVisible();
  },
};

/** A free member who joined days ago: no ad yet. */
export const NewProfile: Story = {
  parameters: { msw: recorded('discovery/profile-new') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: /, \d+$/ }, slow)).toBeVisible();
    await expect(canvas.queryByRole('complementary', { name: 'Advertisement' })).toBeNull();
  },
};

/** Blocking asks first, then the profile says the member is blocked and offers to undo it. */
export const Block: Story = {
  parameters: { msw: paying },
  play: async ({ canvas, userEvent }) => {
    const heading = await canvas.findByRole('heading', { level: 1, name: /, \d+$/ }, slow);
    const name = heading.textContent?.replace(/, \d+$/, '') ?? '';
    await userEvent.click(canvas.getByRole('button', { name: 'Block' }));
    const dialog = await within(document.body).findByRole('alertdialog', { name: `Block ${name}?` });
    await userEvent.click(within(dialog).getByRole('button', { name: `Block ${name}` }));
    await expect(await canvas.findByRole('region', { name: `You blocked ${name}` }, slow)).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('button', { name: `Like ${name}` })).toBeNull());
  },
};

/** profile/view alone: the member's own profile as others see it. */
export const OwnProfile: Story = {
  parameters: { route: '/profile/view', msw: paying },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: 'This is how other members see your profile' }, slow),
    ).toBeVisible();
    // The view itself is a chunk of its own, which arrives after the banner.
    await expect(await canvas.findByRole('heading', { level: 1, name: /, \d+$/ }, slow)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Like / })).toBeNull();
    await expect(canvas.queryByRole('link', { name: /^Report / })).toBeNull();
  },
};

/** Their 20Q answers (each under its question) and their favourite artists. */
export const AnswersAndArtists: Story = {
  parameters: { route: `/profile/view/${viewedProfile.id}`, msw: paying },
  play: async ({ canvas }) => {
    const answers = await canvas.findByRole('region', { name: profileSectionTitles['twenty-q'] }, slow);
    await expect(within(answers).getByText(viewedProfile.answers[0]!.question)).toBeVisible();
    await expect(within(answers).getByText(viewedProfile.answers[0]!.answer)).toBeVisible();
    const artists = canvas.getByRole('region', { name: profileSectionTitles.spotify });
    await expect(within(artists).getAllByRole('listitem')).toHaveLength(viewedProfile.artists.length);
  },
};

/** The member's own profile shows their answers (from the stored profile) and the artists they chose. */
export const OwnProfileWithAnswersAndArtists: Story = {
  parameters: { route: '/profile/view', msw: paying },
  play: async ({ canvas }) => {
    const answers = await canvas.findByRole('region', { name: profileSectionTitles['twenty-q'] }, slow);
    await expect(within(answers).getAllByRole('term').length).toBeGreaterThan(0);
    const artists = await canvas.findByRole('region', { name: profileSectionTitles.spotify }, slow);
    await expect(within(artists).getAllByRole('listitem').length).toBeGreaterThan(0);
  },
};

export const Loading: Story = {
  parameters: { msw: recorded('discovery/profile-paying', loadingForever('getProfileView')) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading profile', undefined, slow)).toBeInTheDocument();
  },
};

/** A member who closed their profile, or who blocked the viewer. */
export const NotFound: Story = {
  parameters: { route: `/profile/view/${BLOCKER_ID}`, msw: recorded('discovery/profile-blocked-viewer') },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: "This profile isn't available" }, slow),
    ).toBeVisible();
  },
};

export const Error: Story = {
  parameters: { msw: recorded('discovery/profile-paying', failing('getProfileView')) },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: "We couldn't load this profile" }, slow),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: mobile,
  parameters: { msw: free },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: /, \d+$/ }, slow)).toBeVisible();
  },
};
