import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { emailCopy } from '@app/contract';
import { MOCK_PASSWORD, memberIds, memberScenario, mockValidationTokens, setMemberEmail } from '@app/mocks';
import { freshVisit, mobile, mocked, SitePage, slow, withSite } from './site-decorator';

// Each story's member gets a store of its own, its email state set before each run (a reset store starts anew).
const validated = memberScenario(memberIds.free);
const unvalidated = memberScenario(memberIds.free);
const bouncing = memberScenario(memberIds.free);
const gmail = memberScenario(memberIds.free);
const verified = memberScenario(memberIds.free);
const reactivated = memberScenario(memberIds.free);
const changing = memberScenario(memberIds.free);
const visitor = memberScenario(null);

const accountSettings = '/profile/settings/account-settings';
const emailSettings = '/profile/settings/email-settings';

const meta = {
  title: 'Pages/Email',
  component: SitePage,
  decorators: [withSite],
  beforeEach: freshVisit,
  parameters: { layout: 'fullscreen', route: accountSettings, msw: mocked(validated.handlers) },
} satisfies Meta<typeof SitePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** account-settings: a validated address, and the form to change it. */
export const AccountSettings: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Account settings' }, slow),
    ).toBeVisible();
    await expect(await canvas.findByText('Validated', {}, slow)).toBeVisible();
  },
};

/** A new address with the current password: saved unvalidated, and the validation notice shows above the page. */
export const EmailChanged: Story = {
  parameters: { msw: mocked(changing.handlers) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText(/New email address/, {}, slow), 'ava.new@example.com');
    await userEvent.type(canvas.getByLabelText(/Current password/), MOCK_PASSWORD);
    await userEvent.click(canvas.getByRole('button', { name: 'Change email address' }));
    await expect(await canvas.findByRole('region', { name: 'Email address changed' }, slow)).toBeVisible();
    await expect(
      await canvas.findByRole('region', { name: 'Please validate your email address' }, slow),
    ).toHaveTextContent('ava.new@example.com');
  },
};

/** A wrong current password: the server's message beside the field, what was typed kept. */
export const WrongPassword: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText(/New email address/, {}, slow), 'ava.new@example.com');
    await userEvent.type(canvas.getByLabelText(/Current password/), 'not my password');
    await userEvent.click(canvas.getByRole('button', { name: 'Change email address' }));
    await expect(await canvas.findByText(emailCopy.wrongCurrent, {}, slow)).toBeVisible();
    await expect(canvas.getByLabelText(/New email address/)).toHaveValue('ava.new@example.com');
  },
};

/** The home page of a member whose address is not validated: the notice, with sending the link again. */
export const ValidationNotice: Story = {
  parameters: { route: '/home', msw: mocked(unvalidated.handlers) },
  beforeEach: () => setMemberEmail(unvalidated.db, memberIds.free, { validated: false }),
  play: async ({ canvas, userEvent }) => {
    const notice = await canvas.findByRole('region', { name: 'Please validate your email address' }, slow);
    await userEvent.click(canvas.getByRole('button', { name: 'Send the link again' }));
    await expect(await canvas.findByText(/A new link is on its way/, {}, slow)).toBeVisible();
    await expect(notice).toBeVisible();
  },
};

export const BouncingNotice: Story = {
  parameters: { route: '/home', msw: mocked(bouncing.handlers) },
  beforeEach: () =>
    setMemberEmail(bouncing.db, memberIds.free, {
      validated: false,
      bouncing: true,
      email: 'bounce@example.com',
    }),
  play: async ({ canvas }) => {
    const notice = await canvas.findByRole('region', { name: 'Our emails to you are bouncing' }, slow);
    await expect(notice).toHaveTextContent('bounce@example.com');
  },
};

export const GmailNotice: Story = {
  parameters: { route: '/home', msw: mocked(gmail.handlers) },
  beforeEach: () => setMemberEmail(gmail.db, memberIds.free, { validated: false, email: 'ava@gmail.com' }),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('region', { name: 'Using Gmail?' }, slow)).toBeVisible();
  },
};

/** After the link: emailVerified shows (once; the server is told at once). */
export const VerifiedNotice: Story = {
  parameters: { route: '/home', msw: mocked(verified.handlers) },
  beforeEach: () => setMemberEmail(verified.db, memberIds.free, { pendingNotices: ['emailVerified'] }),
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('region', { name: 'Your email address is validated' }, slow),
    ).toBeVisible();
  },
};

/** After reactivating: the welcome-back dialog. */
export const ReactivationModal: Story = {
  parameters: { route: '/home', msw: mocked(reactivated.handlers) },
  beforeEach: () => setMemberEmail(reactivated.db, memberIds.free, { pendingNotices: ['reactivationModal'] }),
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Welcome back' }, slow)).toHaveTextContent(
      'nothing was lost',
    );
  },
};

/** email-settings: a switch per kind of email. */
export const EmailSettings: Story = {
  parameters: { route: emailSettings },
  play: async ({ canvas, userEvent }) => {
    const newMessages = await canvas.findByRole('switch', { name: /New messages/ }, slow);
    await userEvent.click(newMessages);
    await userEvent.click(canvas.getByRole('button', { name: 'Save email settings' }));
    await expect(await canvas.findByRole('region', { name: 'Email settings saved' }, slow)).toBeVisible();
    await expect(newMessages).not.toBeChecked();
  },
};

/** The validation link, opened logged out: validated, then on to login. */
export const ValidationLink: Story = {
  parameters: {
    route: `/email/validate?token=${mockValidationTokens.valid}`,
    msw: mocked(visitor.handlers),
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('region', { name: 'Your email address is validated' }, slow),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Log in' })).toBeVisible();
  },
};

export const UsedLink: Story = {
  parameters: {
    route: `/email/validate?token=${mockValidationTokens.used}`,
    msw: mocked(visitor.handlers),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('region', { name: 'This link does not work' }, slow)).toBeVisible();
  },
};

export const AccountSettingsMobile: Story = {
  globals: mobile,
  play: AccountSettings.play,
};
