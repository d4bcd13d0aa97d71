import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { failing, loadingForever, recorded } from '@app/mocks';
import { BLOCKER_ID, VIEWED_MEMBER_ID } from './discovery-scenarios';
import { freshVisit, mobile, SitePage, slow, withSite } from './site-decorator';

const blockRoute = `/blocklist/add?memberId=${VIEWED_MEMBER_ID}`;
const reportRoute = `/report-user?memberId=${VIEWED_MEMBER_ID}`;
const paying = recorded('discovery/profile-paying');
const free = recorded('discovery/profile-free');

/** Blocking a member from blocklist/add, and reporting one from report-user. */
const meta = {
  title: 'Pages/Discovery/BlockAndReport',
  component: SitePage,
  decorators: [withSite],
  beforeEach: freshVisit,
  parameters: { layout: 'fullscreen', route: blockRoute, msw: paying },
} satisfies Meta<typeof SitePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** What blocking means, then the confirmation; the page then says the member is blocked. */
export const BlockMember: Story = {
  parameters: { msw: paying },
  play: async ({ canvas, userEvent }) => {
    const heading = await canvas.findByRole('heading', { level: 1, name: /^Block .+\?$/ }, slow);
    const name = heading.textContent?.replace(/^Block (.+)\?$/, '$1') ?? '';
    await userEvent.click(canvas.getByRole('button', { name: `Block ${name}` }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: `${name} is blocked` }, slow),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See your blocklist' })).toBeVisible();
  },
};

/** Free members may block too. */
export const BlockFreeMember: Story = {
  parameters: { msw: free },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: /^Block .+\?$/ }, slow)).toBeVisible();
  },
};

/** blocklist/add without a member. */
export const BlockNobody: Story = {
  parameters: { route: '/blocklist/add', msw: paying },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: "This member isn't available" }, slow),
    ).toBeVisible();
  },
};

export const BlockLoading: Story = {
  parameters: { msw: recorded('discovery/profile-paying', loadingForever('getProfileView')) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading member', undefined, slow)).toBeInTheDocument();
  },
};

export const BlockError: Story = {
  parameters: { msw: recorded('discovery/profile-paying', failing('getProfileView')) },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: "We couldn't load this member" }, slow),
    ).toBeVisible();
  },
};

/** A reason is required; the report is then sent and the page offers to block the member. */
export const ReportMember: Story = {
  parameters: { route: reportRoute, msw: recorded('discovery/report-member') },
  play: async ({ canvas, userEvent }) => {
    const heading = await canvas.findByRole('heading', { level: 1, name: /^Report / }, slow);
    const name = heading.textContent?.replace(/^Report /, '') ?? '';
    await userEvent.click(canvas.getByRole('button', { name: 'Send report' }));
    await expect(await canvas.findByText('Choose a reason')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Spam or advertising' }));
    await userEvent.type(canvas.getByLabelText(/Tell us more/), 'Sends the same link to everyone.');
    await userEvent.click(canvas.getByRole('button', { name: 'Send report' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Thank you, your report was sent' }, slow),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: `Block ${name}` })).toBeVisible();
  },
};

/** A member who blocked the viewer, or closed their profile, cannot be reported from here. */
export const ReportNotFound: Story = {
  parameters: {
    route: `/report-user?memberId=${BLOCKER_ID}`,
    msw: recorded('discovery/profile-blocked-viewer'),
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: "This member isn't available" }, slow),
    ).toBeVisible();
  },
};

export const ReportLoading: Story = {
  parameters: {
    route: reportRoute,
    msw: recorded('discovery/profile-paying', loadingForever('getProfileView')),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading member', undefined, slow)).toBeInTheDocument();
  },
};

export const ReportMobile: Story = {
  globals: mobile,
  parameters: { route: reportRoute, msw: free },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: /^Report / }, slow)).toBeVisible();
  },
};
