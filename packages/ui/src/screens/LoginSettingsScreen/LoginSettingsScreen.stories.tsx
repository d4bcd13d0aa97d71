import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordCopy } from '@app/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { LoginSettingsScreen } from './LoginSettingsScreen';
import type { SessionRow } from './LoginSettingsScreen';

const sessions: SessionRow[] = [
  { id: 'current', browser: 'Chrome on macOS', signedIn: 'Nov 17, 2026', lastSeen: 'now', current: true },
  {
    id: 'phone',
    browser: 'Safari on iOS',
    signedIn: 'Nov 8, 2026',
    lastSeen: 'Nov 20, 2026',
    current: false,
  },
  {
    id: 'laptop',
    browser: 'Firefox on Windows',
    signedIn: 'Oct 21, 2026',
    lastSeen: 'Nov 14, 2026',
    current: false,
  },
];

const meta = {
  title: 'Screens/LoginSettingsScreen',
  component: LoginSettingsScreen,
  args: {
    status: 'ready',
    email: 'ava@example.com',
    hasPassword: true,
    sessions,
    passwordRules: {
      minLength: PASSWORD_MIN_LENGTH,
      maxLength: PASSWORD_MAX_LENGTH,
      hint: passwordCopy.rule,
      tooShort: passwordCopy.tooShort,
      tooLong: passwordCopy.tooLong,
    },
    accountSettingsHref: '/profile/settings/account-settings',
    onChangePassword: fn(),
    onSignOutOthers: fn(),
    onSignOutSession: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof LoginSettingsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The current password and a new one typed twice; the change is sent. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText(/^Current password/), 'old password 1');
    await userEvent.type(canvas.getByLabelText(/^New password/), 'new password 22');
    await userEvent.type(canvas.getByLabelText(/^Type it again/), 'new password 22');
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(args.onChangePassword).toHaveBeenCalledWith({
      currentPassword: 'old password 1',
      newPassword: 'new password 22',
    });
  },
};

/** Checked before sending: no current password, a short new one, then two that differ; the focus goes to the field. */
export const FieldErrors: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const newPassword = canvas.getByLabelText(/^New password/);
    await userEvent.type(newPassword, 'short');
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    const current = canvas.getByLabelText(/^Current password/);
    await expect(current).toHaveFocus();
    await expect(current).toHaveAccessibleDescription(/Enter your current password/);
    await expect(newPassword).toHaveAccessibleDescription(new RegExp(passwordCopy.tooShort));
    await userEvent.type(current, 'old password 1');
    await userEvent.clear(newPassword);
    await userEvent.type(newPassword, 'new password 22');
    await userEvent.type(canvas.getByLabelText(/^Type it again/), 'new password 23');
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(canvas.getByLabelText(/^Type it again/)).toHaveAccessibleDescription(/not the same/);
    await expect(args.onChangePassword).not.toHaveBeenCalled();
  },
};

/** The server said the current password is wrong: the message sits beside it. */
export const WrongCurrentPassword: Story = {
  args: { passwordErrors: { currentPassword: passwordCopy.wrongCurrent } },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/^Current password/)).toHaveAccessibleDescription(
      passwordCopy.wrongCurrent,
    );
  },
};

export const Saving: Story = { args: { passwordSaving: true } };

/** Saving failed (network, server): the message above the button; what was typed stays. */
export const ServerError: Story = {
  args: { passwordError: 'Something went wrong on our side. Try again.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Your password was not changed' })).toBeVisible();
  },
};

export const Saved: Story = {
  args: {
    passwordSaved: 'Your password is changed. 2 other sessions were signed out.',
    sessions: sessions.slice(0, 1),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Password saved' })).toBeVisible();
    await expect(canvas.getByText('You are not logged in anywhere else.')).toBeVisible();
  },
};

/** A member who only logged in with Facebook sets a first password, without a current one. */
export const FacebookOnly: Story = {
  args: { hasPassword: false },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.queryByLabelText(/^Current password/)).toBeNull();
    await userEvent.type(canvas.getByLabelText(/^New password/), 'first password');
    await userEvent.type(canvas.getByLabelText(/^Type it again/), 'first password');
    await userEvent.click(canvas.getByRole('button', { name: 'Set password' }));
    await expect(args.onChangePassword).toHaveBeenCalledWith({ newPassword: 'first password' });
  },
};

/** Signing out every other session, or one. */
export const SignOutOthers: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Sign out Safari on iOS/ }));
    await expect(args.onSignOutSession).toHaveBeenCalledWith('phone');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign out other sessions' }));
    await expect(args.onSignOutOthers).toHaveBeenCalledTimes(1);
  },
};

export const SigningOut: Story = { args: { signingOutOthers: true } };

export const SignOutFailed: Story = { args: { sessionsError: 'Check your connection and try again.' } };

export const SignedOut: Story = {
  args: { sessions: sessions.slice(0, 1), sessionsSaved: '2 other sessions were signed out.' },
};

export const Loading: Story = { args: { status: 'loading' } };

export const Error: Story = {
  args: { status: 'error' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** With passkeys and two-step sign-in, between the password and the sessions. */
export const WithPasskeysAndTwoStep: Story = {
  args: {
    passkeys: {
      status: 'ready',
      passkeys: [
        { id: 7, name: 'iCloud Keychain', created: 'Nov 2, 2026', lastUsed: 'Nov 20, 2026', synced: true },
        { id: 4, name: 'YubiKey 5C', created: 'Oct 12, 2026', lastUsed: null, synced: false },
      ],
      supported: true,
      onRetry: fn(),
      onAdd: fn(),
      onRename: fn(),
      onRemove: fn(),
    },
    twoStep: {
      status: 'ready',
      state: { step: 'on', since: 'Nov 21, 2026', recoveryCodesLeft: 8 },
      hasPassword: true,
      onRetry: fn(),
      onStart: fn(),
      onEnable: fn(),
      onCancelSetup: fn(),
      onCodesSaved: fn(),
      onDisable: fn(),
      onNewCodes: fn(),
    },
  },
  play: async ({ canvas, userEvent, args }) => {
    const titles = canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    await expect(titles).toEqual([
      'Change your password',
      'Passkeys',
      'Two-step sign-in',
      'Where you are logged in',
    ]);
    await userEvent.click(canvas.getByRole('button', { name: 'Add a passkey' }));
    await expect(args.passkeys?.onAdd).toHaveBeenCalledTimes(1);
    await expect(canvas.getByText('8 recovery codes left')).toBeVisible();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
