import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { emailCopy } from '@app/contract';
import { DEMO_PASSWORD } from '@app/demo-data';
import { recorded, recordedRequest } from '@app/mocks';
import type { ScenarioName } from '@app/mocks';
import { freshVisit, mobile, SitePage, slow, withSite } from './site-decorator';

/** The validation page opened from the link the server mailed in `scenario`. */
const validationLink = (scenario: ScenarioName) =>
  `/email/validate?token=${(recordedRequest(scenario, 'validateEmail') as { token: string }).token}`;

const accountSettings = '/profile/settings/account-settings';
const emailSettings = '/profile/settings/email-settings';

const meta = {
  title: 'Pages/Email',
  component: SitePage,
  decorators: [withSite],
  beforeEach: freshVisit,
  parameters: { layout: 'fullscreen', route: accountSettings, msw: recorded('account/free-member') },
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
  parameters: { msw: recorded('account/email-changed') },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText(/New email address/, {}, slow), 'ava.new@example.com');
    await userEvent.type(canvas.getByLabelText(/Current password/), DEMO_PASSWORD);
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
  parameters: { route: '/home', msw: recorded('account/email-unvalidated') },
  play: async ({ canvas, userEvent }) => {
    const notice = await canvas.findByRole('region', { name: 'Please validate your email address' }, slow);
    await userEvent.click(canvas.getByRole('button', { name: 'Send the link again' }));
    await expect(await canvas.findByText(/A new link is on its way/, {}, slow)).toBeVisible();
    await expect(notice).toBeVisible();
  },
};

export const BouncingNotice: Story = {
  parameters: { route: '/home', msw: recorded('account/email-bouncing') },
  play: async ({ canvas }) => {
    const notice = await canvas.findByRole('region', { name: 'Our emails to you are bouncing' }, slow);
    await expect(notice).toHaveTextContent('bounce@example.com');
  },
};

export const GmailNotice: Story = {
  parameters: { route: '/home', msw: recorded('account/email-gmail') },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('region', { name: 'Using Gmail?' }, slow)).toBeVisible();
  },
};

/** After the link: emailVerified shows (once; the server is told at once). */
export const VerifiedNotice: Story = {
  parameters: { route: '/home', msw: recorded('account/email-verified') },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('region', { name: 'Your email address is validated' }, slow),
    ).toBeVisible();
  },
};

/** After reactivating: the welcome-back dialog. */
export const ReactivationModal: Story = {
  parameters: { route: '/home', msw: recorded('account/reactivated') },
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: 'Welcome back' }, slow)).toHaveTextContent(
      'nothing was lost',
    );
  },
};

/** email-settings: a switch per kind of email. */
export const EmailSettings: Story = {
  parameters: { route: emailSettings, msw: recorded('account/email-settings') },
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
    route: validationLink('account/validation-link'),
    msw: recorded('account/validation-link'),
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
    route: validationLink('account/validation-link-used'),
    msw: recorded('account/validation-link-used'),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('region', { name: 'This link does not work' }, slow)).toBeVisible();
  },
};

export const AccountSettingsMobile: Story = {
  globals: mobile,
  play: AccountSettings.play,
};
