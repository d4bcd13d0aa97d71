import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { AccountSettingsScreen } from './AccountSettingsScreen';

const meta = {
  title: 'Screens/AccountSettingsScreen',
  component: AccountSettingsScreen,
  args: {
    status: 'ready',
    email: 'ava@example.com',
    validated: true,
    bouncing: false,
    hasPassword: true,
    onChangeEmail: fn(),
    onResend: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof AccountSettingsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A validated address; a new one and the current password are sent. */
export const Validated: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('Validated')).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/New email address/), 'Ava.New@Example.com');
    await userEvent.type(canvas.getByLabelText(/Current password/), 'my password');
    await userEvent.click(canvas.getByRole('button', { name: 'Change email address' }));
    await expect(args.onChangeEmail).toHaveBeenCalledWith({
      email: 'ava.new@example.com',
      currentPassword: 'my password',
    });
  },
};

/** Not validated yet: the link can be sent again. */
export const NotValidated: Story = {
  args: { validated: false },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('Not validated')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Send the link again' }));
    await expect(args.onResend).toHaveBeenCalledTimes(1);
  },
};

export const LinkResent: Story = {
  args: {
    validated: false,
    resend: { state: 'sent', message: 'A new link is on its way to ava@example.com.' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/A new link is on its way/)).toBeVisible();
  },
};

export const Bouncing: Story = {
  args: { validated: false, bouncing: true, email: 'bounce@example.com' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Bouncing')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Send the link again' })).toBeNull();
  },
};

/** Checked before sending: an empty form names both fields, the first focused. */
export const FieldErrors: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Change email address' }));
    await expect(canvas.getByText('Enter your new email address.')).toBeVisible();
    await expect(canvas.getByText('Enter your current password.')).toBeVisible();
    await expect(canvas.getByLabelText(/New email address/)).toHaveFocus();
    await expect(args.onChangeEmail).not.toHaveBeenCalled();
  },
};

/** The server's refusals beside their fields: a taken address, a wrong password. */
export const ServerFieldErrors: Story = {
  args: {
    fieldErrors: {
      email: 'This address belongs to another member.',
      currentPassword: 'This is not your current password.',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('This address belongs to another member.')).toBeVisible();
    await expect(canvas.getByLabelText(/New email address/)).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Saving: Story = {
  args: { saving: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Change email address/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

/** A network failure: what was typed stays. */
export const ServerError: Story = {
  args: { saveError: 'Check your connection and try again.' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText(/New email address/), 'ava2@example.com');
    await expect(canvas.getByRole('region', { name: 'Your email address was not changed' })).toBeVisible();
    await expect(canvas.getByLabelText(/New email address/)).toHaveValue('ava2@example.com');
  },
};

export const Saved: Story = {
  args: {
    validated: false,
    email: 'ava.new@example.com',
    saved: 'You log in with ava.new@example.com from now on. Follow the link we sent there to validate it.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Email address changed' })).toBeVisible();
  },
};

export const Loading: Story = { args: { status: 'loading' } };

export const LoadError: Story = {
  args: { status: 'error' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("We couldn't load your account settings.")).toBeVisible();
  },
};

export const Mobile: Story = {
  args: { validated: false },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

/** With "Your data": a copy ready to download. */
export const WithDataExport: Story = {
  args: {
    dataExport: {
      status: { state: 'ready', size: '12.4 MB', availableUntil: 'Dec 14, 2026', nextRequest: 'Dec 8, 2026' },
      downloadHref: '/api/user/settings/data-export/download',
      onRequest: fn(),
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Your data' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Download (12.4 MB)' })).toHaveAttribute(
      'href',
      '/api/user/settings/data-export/download',
    );
  },
};

/** With "Delete your account": the button opens the confirm step, which sends the password. */
export const WithAccountDeletion: Story = {
  args: { accountDeletion: { status: { state: 'none' }, onDelete: fn() } },
  play: async ({ canvas, userEvent, args }) => {
    const panel = canvas.getByRole('region', { name: 'Delete your account' });
    await expect(panel).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete my account' }));
    await userEvent.type(canvas.getByLabelText(/Your password/), 'my password');
    await userEvent.click(canvas.getByRole('button', { name: 'Delete my account' }));
    await expect(args.accountDeletion?.onDelete).toHaveBeenCalledWith({ password: 'my password' });
  },
};
