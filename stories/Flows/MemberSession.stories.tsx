import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { paywallHeadline } from '@app/client';
import { DEMO_PASSWORD, demoLogins } from '@app/demo-data';
import { recorded } from '@app/mocks';
import { freshVisit, SitePage, slow, withSite } from '../Pages/site-decorator';

const meta = {
  title: 'Flows/Member session',
  component: SitePage,
  decorators: [withSite],
  beforeEach: freshVisit,
  parameters: { layout: 'fullscreen', route: '/login', msw: recorded('account/free-login') },
} satisfies Meta<typeof SitePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A free member logs in, sees the counters, opens "who liked me" and is shown the paywall for it. */
export const FreeMemberMeetsThePaywall: Story = {
  play: async ({ canvas, userEvent, step }) => {
    await step('log in', async () => {
      await userEvent.type(await canvas.findByLabelText(/Email/, undefined, slow), demoLogins.free);
      await userEvent.type(canvas.getByLabelText(/Password/), DEMO_PASSWORD);
      await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
      await expect(
        await canvas.findByRole('heading', { level: 1, name: /Welcome back/ }, slow),
      ).toBeVisible();
      await expect(await canvas.findByRole('list', { name: 'Counters' }, slow)).toBeVisible();
    });
    await step('open who liked me', async () => {
      const nav = canvas.getByRole('navigation', { name: 'Member' });
      await userEvent.click(within(nav).getByRole('link', { name: /^Who liked me/ }));
      await expect(
        await canvas.findByRole('heading', { level: 1, name: paywallHeadline('likedMe') }, slow),
      ).toBeVisible();
    });
  },
};

/** A paying member logs out and is back on the login page, with nothing of theirs left in storage. */
export const PayingMemberLogsOut: Story = {
  parameters: { route: '/home', msw: recorded('account/paying-member') },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: /Welcome back/ }, slow)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Log out' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Log in' }, slow)).toBeVisible();
    await expect(localStorage.getItem('profile')).toBeNull();
    await expect(localStorage.getItem('permissions')).toBeNull();
  },
};
