import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import {
  DATA_EXPORT_DOWNLOAD_PATH,
  deletionCopy,
  errorCopy,
  passwordCopy,
  recoveryCopy,
  visibilityCopy,
} from '@app/contract';
import { DEMO_PASSWORD, demoLogins } from '@app/demo-data';
import { failing, loadingForever, offline, recorded, recordedRequest } from '@app/mocks';
import type { ScenarioName } from '@app/mocks';
import { freshVisit, mobile, SitePage, slow, withSite } from './site-decorator';

/** The recovery page opened from the link the server mailed in `scenario`. */
const recoveryLink = (scenario: ScenarioName) =>
  `/password-recovery?token=${(recordedRequest(scenario, 'checkPasswordRecovery') as { token: string }).token}`;

const loginSettings = '/profile/settings/login-settings';
const accountSettings = '/profile/settings/account-settings';
const preparing = "We're preparing your file; we'll email you when it's ready.";
const deleteYourAccount = { name: 'Delete your account' };

/**
 * After a click low on a long page: back to the top, so the full-page capture does not show the shell's sticky header
 * halfway down, where the scrolled page left it.
 */
const backToTop = () => window.scrollTo({ top: 0 });

const meta = {
  title: 'Pages/Account',
  component: SitePage,
  decorators: [withSite],
  beforeEach: freshVisit,
  parameters: { layout: 'fullscreen', route: loginSettings, msw: recorded('account/free-member') },
} satisfies Meta<typeof SitePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** login-settings: the password form and the sessions logged in now (this device first). */
export const LoginSettings: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Login settings' }, slow),
    ).toBeVisible();
    const sessions = await canvas.findByRole('list', { name: 'Where you are logged in' }, slow);
    await expect(sessions.querySelectorAll('li')).toHaveLength(3);
    await expect(canvas.getByText('This device')).toBeVisible();
  },
};

/** The password is changed with the current one: the other sessions are signed out and the form empties. */
export const PasswordChanged: Story = {
  parameters: { msw: recorded('account/password-changed') },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText(/^Current password/, {}, slow), DEMO_PASSWORD);
    await userEvent.type(canvas.getByLabelText(/^New password/), 'a brand new password');
    await userEvent.type(canvas.getByLabelText(/^Type it again/), 'a brand new password');
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(await canvas.findByRole('region', { name: 'Password saved' }, slow)).toHaveTextContent(
      '2 other sessions were signed out.',
    );
    await expect(await canvas.findByText('You are not logged in anywhere else.', {}, slow)).toBeVisible();
    await expect(canvas.getByLabelText(/^New password/)).toHaveValue('');
  },
};

/** A wrong current password: the server's message beside the field, the focus on it, nothing typed lost. */
export const WrongCurrentPassword: Story = {
  play: async ({ canvas, userEvent }) => {
    const current = await canvas.findByLabelText(/^Current password/, {}, slow);
    await userEvent.type(current, 'not my password');
    await userEvent.type(canvas.getByLabelText(/^New password/), 'a brand new password');
    await userEvent.type(canvas.getByLabelText(/^Type it again/), 'a brand new password');
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(await canvas.findByText(passwordCopy.wrongCurrent, {}, slow)).toBeVisible();
    await expect(current).toHaveFocus();
    await expect(canvas.getByLabelText(/^New password/)).toHaveValue('a brand new password');
  },
};

/** The change failed (server error): the message above the button, what was typed kept. */
export const PasswordServerError: Story = {
  parameters: {
    msw: recorded('account/free-member', failing('changePassword')),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText(/^Current password/, {}, slow), DEMO_PASSWORD);
    await userEvent.type(canvas.getByLabelText(/^New password/), 'a brand new password');
    await userEvent.type(canvas.getByLabelText(/^Type it again/), 'a brand new password');
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(
      await canvas.findByRole('region', { name: 'Your password was not changed' }, slow),
    ).toBeVisible();
    await expect(canvas.getByLabelText(/^New password/)).toHaveValue('a brand new password');
  },
};

export const LoginSettingsLoading: Story = {
  parameters: {
    msw: recorded('account/free-member', loadingForever('getLoginSettings')),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByLabelText('Loading your login settings', {}, slow)).toBeVisible();
  },
};

export const LoginSettingsMobile: Story = { globals: mobile, play: LoginSettings.play };

/** The recorded member's passkeys: a phone's, used yesterday, and a laptop's, never used. */
export const Passkeys: Story = {
  parameters: { msw: recorded('sign-in/passkeys') },
  play: async ({ canvas }) => {
    const passkeys = within(await canvas.findByRole('region', { name: 'Passkeys' }, slow));
    await expect(await passkeys.findByText('iPhone', {}, slow)).toBeVisible();
    await expect(passkeys.getByText('MacBook')).toBeVisible();
    await expect(passkeys.getByRole('button', { name: 'Add a passkey' })).toBeEnabled();
  },
};

/** Renaming a passkey: the name field in its row, saved, the list read again. */
export const PasskeyRenamed: Story = {
  parameters: Passkeys.parameters,
  play: async ({ canvas, userEvent }) => {
    const passkeys = within(await canvas.findByRole('region', { name: 'Passkeys' }, slow));
    await userEvent.click(await passkeys.findByRole('button', { name: 'Rename MacBook' }, slow));
    const name = passkeys.getByLabelText(/^Passkey name/);
    await userEvent.clear(name);
    await userEvent.type(name, 'Work laptop');
    await userEvent.click(passkeys.getByRole('button', { name: 'Save' }));
    await expect(await passkeys.findByText('Work laptop', {}, slow)).toBeVisible();
    backToTop();
  },
};

/** Turning two-step sign-in on: the QR code and the key to type instead. */
export const TwoStepSetup: Story = {
  parameters: { msw: recorded('sign-in/two-step-setup') },
  play: async ({ canvas, userEvent }) => {
    const twoStep = within(await canvas.findByRole('region', { name: 'Two-step sign-in' }, slow));
    await userEvent.click(await twoStep.findByRole('button', { name: 'Turn on two-step sign-in' }, slow));
    await expect(
      await twoStep.findByRole('img', { name: 'QR code for your authenticator app' }, slow),
    ).toBeVisible();
    await waitFor(() => expect(twoStep.getByLabelText(/^6-digit code/)).toHaveFocus());
    backToTop();
  },
};

/** The first code from the app turns it on: ten recovery codes, shown this once. */
export const TwoStepRecoveryCodes: Story = {
  parameters: TwoStepSetup.parameters,
  play: async (context) => {
    await TwoStepSetup.play?.(context);
    const { canvas, userEvent } = context;
    const twoStep = within(canvas.getByRole('region', { name: 'Two-step sign-in' }));
    const { code } = recordedRequest('sign-in/two-step-setup', 'enableTwoStep', { nth: 1 }) as {
      code: string;
    };
    await userEvent.type(twoStep.getByLabelText(/^6-digit code/), code);
    await userEvent.click(twoStep.getByRole('button', { name: 'Turn on' }));
    await expect(await twoStep.findByText('Save your recovery codes', {}, slow)).toBeVisible();
    await expect(twoStep.getByRole('button', { name: 'I have saved my codes' })).toBeEnabled();
    backToTop();
  },
};

/** Two-step sign-in on since yesterday, with every recovery code left. */
export const TwoStepOn: Story = {
  parameters: { msw: recorded('sign-in/two-step-on') },
  play: async ({ canvas }) => {
    const twoStep = within(await canvas.findByRole('region', { name: 'Two-step sign-in' }, slow));
    await expect(await twoStep.findByText(/10 recovery codes left/, {}, slow)).toBeVisible();
  },
};

/** Turning it off asks for the password; a wrong one is refused beside the field. */
export const TwoStepTurnOffWrongPassword: Story = {
  parameters: TwoStepOn.parameters,
  play: async ({ canvas, userEvent }) => {
    const twoStep = within(await canvas.findByRole('region', { name: 'Two-step sign-in' }, slow));
    await userEvent.click(await twoStep.findByRole('button', { name: 'Turn off two-step sign-in' }, slow));
    const { currentPassword } = recordedRequest('sign-in/two-step-on', 'disableTwoStep') as {
      currentPassword: string;
    };
    await userEvent.type(twoStep.getByLabelText(/^Your password/), currentPassword);
    await userEvent.click(twoStep.getByRole('button', { name: 'Turn off' }));
    await expect(await twoStep.findByText('This is not your current password.', {}, slow)).toBeVisible();
    backToTop();
  },
};

export const TwoStepOnMobile: Story = {
  globals: mobile,
  parameters: TwoStepOn.parameters,
  play: TwoStepOn.play,
};

/** profile/settings: the settings pages, and visibility saved as a switch is flipped. */
export const SettingsHub: Story = {
  parameters: { route: '/profile/settings', msw: recorded('account/hidden') },
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Settings' }, slow)).toBeVisible();
    const settingsPages = within(canvas.getByRole('navigation', { name: 'Settings pages' }));
    await expect(settingsPages.getByRole('link', { name: /Login/ })).toHaveAttribute('href', loginSettings);
    await userEvent.click(await canvas.findByRole('switch', { name: visibilityCopy.hidden.label }, slow));
    await expect(await canvas.findByText('Saved. Your profile is hidden.', {}, slow)).toBeVisible();
  },
};

export const SettingsHubMobile: Story = {
  parameters: { route: '/profile/settings' },
  globals: mobile,
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('switch', { name: visibilityCopy.incognito.label }, slow),
    ).not.toBeChecked();
  },
};

/** password-recovery: the request, then "check your email" (the same for any address). */
export const RecoveryRequest: Story = {
  parameters: { route: '/password-recovery', msw: recorded('account/recovery-request') },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: /Email/ }, slow), demoLogins.free);
    await userEvent.click(canvas.getByRole('button', { name: 'Send me a link' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Check your email' }, slow),
    ).toHaveFocus();
    await expect(canvas.getByText(recoveryCopy.sent)).toBeVisible();
  },
};

/** The mailed link: a new password, then done (log in). */
export const RecoveryReset: Story = {
  parameters: {
    route: recoveryLink('account/recovery-link'),
    msw: recorded('account/recovery-link'),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByLabelText(/^New password/, {}, slow), 'recovered pass');
    await userEvent.type(canvas.getByLabelText(/^Type it again/), 'recovered pass');
    await userEvent.click(canvas.getByRole('button', { name: 'Save my new password' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Your password is changed' }, slow),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  },
};

/** A used (or expired) link: say so, and offer a new one. */
export const RecoveryLinkUsed: Story = {
  parameters: {
    route: recoveryLink('account/recovery-link-used'),
    msw: recorded('account/recovery-link-used'),
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'This link no longer works' }, slow),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/password-recovery',
    );
  },
};

export const RecoveryMobile: Story = {
  parameters: { route: recoveryLink('account/recovery-link'), msw: recorded('account/recovery-link') },
  globals: mobile,
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Choose a new password' }, slow),
    ).toBeVisible();
  },
};

/** account-settings, "Your data": asked, and being prepared (a mail follows); the button waits. */
export const DataExportAsked: Story = {
  parameters: { route: accountSettings, msw: recorded('account/data-export-asked') },
  play: async ({ canvas, userEvent }) => {
    const section = within(await canvas.findByRole('region', { name: 'Your data' }, slow));
    await userEvent.click(await section.findByRole('button', { name: 'Download my data' }, slow));
    await expect(await section.findByText(preparing, {}, slow)).toBeVisible();
    await expect(section.getByRole('button', { name: 'Download my data' })).toBeDisabled();
    backToTop();
  },
};

/** A copy ready: a plain link to the zip, until when, and when a new one may be asked. */
export const DataExportReady: Story = {
  parameters: { route: accountSettings, msw: recorded('account/data-export-ready') },
  play: async ({ canvas }) => {
    const section = within(await canvas.findByRole('region', { name: 'Your data' }, slow));
    const link = await section.findByRole('link', { name: /^Download \(.+ KB\)$/ }, slow);
    await expect(link).toHaveAttribute('href', DATA_EXPORT_DOWNLOAD_PATH);
    await expect(link).toHaveAccessibleDescription('Available until Nov 27, 2026');
    await expect(section.getByText('You can ask for a new copy from Nov 21, 2026.')).toBeVisible();
  },
};

/**
 * The mail's link (`?export=ready`): the page scrolls to "Your data" and its heading takes the focus. Not captured:
 * a page scrolled under the shell's sticky header makes a full-page picture with the header in its middle.
 */
export const DataExportFromMail: Story = {
  tags: ['!screenshot'],
  parameters: { route: `${accountSettings}?export=ready`, msw: recorded('account/data-export-ready') },
  play: async ({ canvas }) => {
    const section = within(await canvas.findByRole('region', { name: 'Your data' }, slow));
    await expect(await section.findByRole('link', { name: /^Download/ }, slow)).toHaveAttribute(
      'href',
      DATA_EXPORT_DOWNLOAD_PATH,
    );
    const heading = section.getByRole('heading', { name: 'Your data' });
    await waitFor(() => expect(heading).toHaveFocus());
  },
};

/** Asked in another tab today: the server's refusal as sent, then the copy that tab asked for. */
export const DataExportTooSoon: Story = {
  parameters: { route: accountSettings, msw: recorded('account/data-export-too-soon') },
  play: async ({ canvas, userEvent }) => {
    const section = within(await canvas.findByRole('region', { name: 'Your data' }, slow));
    await userEvent.click(await section.findByRole('button', { name: 'Download my data' }, slow));
    await expect(
      await section.findByRole('region', { name: 'Your copy was not started' }, slow),
    ).toHaveTextContent(errorCopy.data_export_too_soon(24));
    await expect(await section.findByRole('link', { name: /^Download/ }, slow)).toHaveAttribute(
      'href',
      DATA_EXPORT_DOWNLOAD_PATH,
    );
    backToTop();
  },
};

/** The request finds no network: say so, the button stays to try again. */
export const DataExportOffline: Story = {
  parameters: {
    route: accountSettings,
    msw: recorded('account/data-export-asked', offline('requestDataExport')),
  },
  play: async ({ canvas, userEvent }) => {
    const section = within(await canvas.findByRole('region', { name: 'Your data' }, slow));
    await userEvent.click(await section.findByRole('button', { name: 'Download my data' }, slow));
    await expect(
      await section.findByRole('region', { name: 'Your copy was not started' }, slow),
    ).toHaveTextContent(/connection/i);
    await expect(section.getByRole('button', { name: 'Download my data' })).toBeEnabled();
    backToTop();
  },
};

export const DataExportReadyMobile: Story = {
  parameters: DataExportReady.parameters,
  globals: mobile,
  play: DataExportReady.play,
};

/** account-settings, "Delete your account": the warning and the button that opens the confirm step. */
export const AccountDeletion: Story = {
  parameters: { route: accountSettings, msw: recorded('account/deletion-asked') },
  play: async ({ canvas }) => {
    const section = within(await canvas.findByRole('region', deleteYourAccount, slow));
    await expect(await section.findByRole('button', { name: 'Delete my account' }, slow)).toBeEnabled();
    await expect(section.getByText(/To take a break instead, disable your profile/)).toBeVisible();
  },
};

/** The confirm step with a wrong password: the server's words beside the field, the account kept. */
export const AccountDeletionWrongPassword: Story = {
  parameters: { route: accountSettings, msw: recorded('account/deletion-wrong-password') },
  play: async ({ canvas, userEvent }) => {
    const section = within(await canvas.findByRole('region', deleteYourAccount, slow));
    await userEvent.click(await section.findByRole('button', { name: 'Delete my account' }, slow));
    const password = section.getByLabelText(/^Your password/);
    const { password: wrong } = recordedRequest(
      'account/deletion-wrong-password',
      'requestAccountDeletion',
    ) as {
      password: string;
    };
    await userEvent.type(password, wrong);
    await userEvent.click(section.getByRole('button', { name: 'Delete my account' }));
    await expect(await section.findByText(deletionCopy.wrongPassword, {}, slow)).toBeVisible();
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    backToTop();
  },
};

/**
 * Asked with the password: the session is over, so the member lands on the login page, where a notice that stays
 * gives the date and says that logging in before it undoes the deletion.
 */
export const AccountDeletionAsked: Story = {
  parameters: { route: accountSettings, msw: recorded('account/deletion-asked') },
  play: async ({ canvas, userEvent }) => {
    const section = within(await canvas.findByRole('region', deleteYourAccount, slow));
    await userEvent.click(await section.findByRole('button', { name: 'Delete my account' }, slow));
    await userEvent.type(section.getByLabelText(/^Your password/), DEMO_PASSWORD);
    await userEvent.click(section.getByRole('button', { name: 'Delete my account' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Log in' }, slow)).toBeVisible();
    // Toasts render in a portal on the page's body.
    const notice = await within(document.body).findByText(
      /deleted for good on Dec 20, 2026/,
      undefined,
      slow,
    );
    // The toast fades in.
    await waitFor(() => expect(notice).toBeVisible(), slow);
    backToTop();
  },
};
