import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordCopy, recoveryCopy } from '@app/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { PasswordRecoveryScreen } from './PasswordRecoveryScreen';

const meta = {
  title: 'Screens/PasswordRecoveryScreen',
  component: PasswordRecoveryScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    status: 'request',
    copy: recoveryCopy,
    passwordRules: {
      minLength: PASSWORD_MIN_LENGTH,
      maxLength: PASSWORD_MAX_LENGTH,
      hint: passwordCopy.rule,
      tooShort: passwordCopy.tooShort,
      tooLong: passwordCopy.tooLong,
    },
    homeHref: '/',
    loginHref: '/login',
    requestHref: '/password-recovery',
    onRequest: fn(),
    onRequestAgain: fn(),
    onReset: fn(),
  },
} satisfies Meta<typeof PasswordRecoveryScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The email form: the address is sent trimmed. */
export const Request: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: /Email/ }), ' ava@example.com ');
    await userEvent.click(canvas.getByRole('button', { name: 'Send me a link' }));
    await expect(args.onRequest).toHaveBeenCalledWith('ava@example.com');
  },
};

/** Not an address: the error sits beside the field, which gets the focus. */
export const RequestFieldError: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const email = canvas.getByRole('textbox', { name: /Email/ });
    await userEvent.type(email, 'ava@');
    await userEvent.click(canvas.getByRole('button', { name: 'Send me a link' }));
    await expect(email).toHaveFocus();
    await expect(email).toHaveAccessibleDescription('Enter a valid email address');
    await expect(email).toHaveValue('ava@');
    await expect(args.onRequest).not.toHaveBeenCalled();
  },
};

export const Requesting: Story = { args: { requesting: true } };

/** Too many requests (or a network failure): the message above the button. */
export const RequestFailed: Story = {
  args: { requestError: 'Too many requests for a new password. Try again in 60 minutes.' },
};

/** The same answer whatever the address. */
export const Sent: Story = {
  args: { status: 'sent' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText(recoveryCopy.sent)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Use another address' }));
    await expect(args.onRequestAgain).toHaveBeenCalledTimes(1);
  },
};

export const Checking: Story = { args: { status: 'checking' } };

/** The link works: a new password typed twice. */
export const Reset: Story = {
  args: { status: 'reset' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText(/^New password/), 'recovered pass');
    await userEvent.type(canvas.getByLabelText(/^Type it again/), 'recovered pass');
    await userEvent.click(canvas.getByRole('button', { name: 'Save my new password' }));
    await expect(args.onReset).toHaveBeenCalledWith('recovered pass');
  },
};

export const ResetFieldErrors: Story = {
  args: { status: 'reset' },
  play: async ({ canvas, userEvent, args }) => {
    const next = canvas.getByLabelText(/^New password/);
    await userEvent.type(next, 'short');
    await userEvent.click(canvas.getByRole('button', { name: 'Save my new password' }));
    await expect(next).toHaveFocus();
    await expect(next).toHaveAccessibleDescription(new RegExp(passwordCopy.tooShort));
    await expect(args.onReset).not.toHaveBeenCalled();
  },
};

export const Resetting: Story = { args: { status: 'reset', resetting: true } };

export const ResetFailed: Story = {
  args: { status: 'reset', resetError: 'Something went wrong on our side. Try again.' },
};

/** Unknown, used or expired link: ask for a new one. */
export const LinkExpired: Story = {
  args: { status: 'invalid' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/password-recovery',
    );
  },
};

export const Done: Story = {
  args: { status: 'done' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  },
};

export const Mobile: Story = {
  args: { status: 'reset' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
