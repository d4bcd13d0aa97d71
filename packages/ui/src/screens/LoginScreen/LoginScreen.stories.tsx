import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { CaptchaCheckbox } from '../../components/CaptchaCheckbox';
import { LoginScreen } from './LoginScreen';

const meta = {
  title: 'Screens/LoginScreen',
  component: LoginScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    homeHref: '/',
    passwordRecoveryHref: '/password-recovery',
    userField: { name: 'user' },
    passField: { name: 'pass' },
    onSubmit: fn((event: { preventDefault: () => void }) => event.preventDefault()),
    onFacebookLogin: fn(),
  },
} satisfies Meta<typeof LoginScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByLabelText(/Email/), 'free@demo.test');
    await userEvent.type(canvas.getByLabelText(/Password/), 'demo-password');
    await userEvent.click(canvas.getByRole('button', { name: 'Log in' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with Facebook' }));
    await expect(args.onFacebookLogin).toHaveBeenCalledTimes(1);
  },
};

export const Submitting: Story = {
  args: {
    submitting: true,
    userField: { name: 'user', defaultValue: 'free@demo.test' },
    passField: { name: 'pass', defaultValue: 'demo-password' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Log in' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** The server refused the login: its message is shown as sent, and what the member typed stays. */
export const ServerError: Story = {
  args: {
    serverError: 'The email or password is incorrect.',
    userField: { name: 'user', defaultValue: 'free@demo.test' },
    passField: { name: 'pass', defaultValue: 'wrong-password' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The email or password is incorrect.');
    await expect(canvas.getByLabelText(/Email/)).toHaveValue('free@demo.test');
  },
};

/** A disabled profile: the server's message, and the way to reactivate it. */
export const ProfileDisabled: Story = {
  args: {
    serverError: 'Reactivate it to log in: your likes, messages and photos are all kept.',
    serverErrorTitle: 'Your profile is disabled',
    serverErrorTone: 'info',
    serverErrorAction: { label: 'Reactivate my profile', onClick: fn() },
    userField: { name: 'user', defaultValue: 'free@demo.test' },
    passField: { name: 'pass', defaultValue: 'demo-password' },
  },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Your profile is disabled' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Reactivate my profile' }));
    await expect(args.serverErrorAction?.onClick).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/password-recovery',
    );
  },
};

export const ProfileDisabledMobile: Story = {
  args: ProfileDisabled.args,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

export const FieldErrors: Story = {
  args: {
    userField: { name: 'user', defaultValue: 'free@demo', error: 'Enter a valid email address' },
    passField: { name: 'pass', error: 'Enter your password' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/Email/)).toHaveAccessibleDescription(/Enter a valid email address/);
    await expect(canvas.getByLabelText(/Password/)).toHaveAttribute('aria-invalid', 'true');
  },
};

export const FacebookConnecting: Story = { args: { facebookSubmitting: true } };

export const Mobile: Story = {
  args: ServerError.args,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

/**
 * Several wrong passwords for this account from anywhere: the server asks for the CAPTCHA with the password, and
 * the form shows it above the button, with the server's words on top.
 */
export const CaptchaRequired: Story = {
  args: {
    serverError:
      'There were many wrong passwords for this account lately. Confirm you are not a robot, then log in.',
    captcha: <CaptchaCheckbox checked={false} onChange={fn()} />,
    captchaError: 'Confirm you are not a robot',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Security check' })).toHaveTextContent(
      'Confirm you are not a robot',
    );
    await expect(canvas.getByRole('checkbox', { name: /not a robot/ })).toBeVisible();
  },
};

/** The site offers passkeys: a second way in under Facebook's, busy while the browser asks for the passkey. */
export const WithPasskey: Story = {
  args: { onPasskeyLogin: fn() },
  play: async ({ canvas, userEvent, args }) => {
    const facebook = canvas.getByRole('button', { name: 'Continue with Facebook' });
    const passkey = canvas.getByRole('button', { name: 'Sign in with a passkey' });
    await expect(facebook.compareDocumentPosition(passkey) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await userEvent.click(passkey);
    await expect(args.onPasskeyLogin).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const PasskeyWaiting: Story = {
  args: { onPasskeyLogin: fn(), passkeySubmitting: true },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Waiting for your passkey…' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onPasskeyLogin).not.toHaveBeenCalled();
  },
};
