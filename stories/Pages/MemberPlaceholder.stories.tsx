import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { freeMember, payingMember } from '@app/mocks';
import { freshVisit, mobile, mocked, SitePage, slow, withSite } from './site-decorator';

const meta = {
  title: 'Pages/MemberPlaceholder',
  component: SitePage,
  decorators: [withSite],
  beforeEach: freshVisit,
  parameters: {
    layout: 'fullscreen',
    route: '/profile/settings/email-settings',
    msw: mocked(payingMember()),
  },
} satisfies Meta<typeof SitePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A member page that is not built yet says what it will do, inside the shell, with its link marked current. */
export const PayingMemberEmailSettings: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Email' }, slow)).toBeVisible();
    await expect(canvas.getByText('Coming soon')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Email', current: 'page' })).toBeVisible();
  },
};

/** A settings page a free member may open. */
export const FreeMemberAccountSettings: Story = {
  parameters: { route: '/profile/settings/account-settings', msw: mocked(freeMember()) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Account' }, slow)).toBeVisible();
  },
};

/** The same page at 390 px, once its content has loaded. */
export const Mobile: Story = {
  globals: mobile,
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Email' }, slow)).toBeVisible();
  },
};
