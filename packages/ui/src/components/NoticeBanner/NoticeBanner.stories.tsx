import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { NoticeBanner } from './NoticeBanner';

const meta = {
  title: 'Components/NoticeBanner',
  component: NoticeBanner,
  args: { kind: 'emailValidation', email: 'ana@example.com', onDismiss: fn(), onResend: fn() },
} satisfies Meta<typeof NoticeBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

/** emailValidation: the address is not validated yet; the link can be sent again. */
export const EmailValidation: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const notice = canvas.getByRole('region', { name: 'Please validate your email address' });
    await expect(notice).toHaveTextContent('ana@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Send the link again' }));
    await expect(args.onResend).toHaveBeenCalledTimes(1);
  },
};

/** emailValidation after the link went out again: confirmed in a status line, the button gone. */
export const EmailValidationResent: Story = {
  args: { resend: { state: 'sent', message: 'A new link is on its way to ana@example.com.' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('A new link is on its way');
    await expect(canvas.queryByRole('button', { name: 'Send the link again' })).toBeNull();
  },
};

/** emailBouncing: mail to the address bounces; the way to change it. */
export const EmailBouncing: Story = {
  args: { kind: 'emailBouncing', email: 'bounce@example.com', href: '/profile/settings/account-settings' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('region', { name: 'Our emails to you are bouncing' })).toHaveTextContent(
      'bounce@example.com',
    );
    await expect(canvas.getByRole('link', { name: 'Update your email address' })).toHaveAttribute(
      'href',
      '/profile/settings/account-settings',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

/** gmailSpam: a Gmail address not yet validated: look in Spam. */
export const GmailSpam: Story = {
  args: { kind: 'gmailSpam', email: 'ana@gmail.com' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Using Gmail?' })).toHaveTextContent(/Spam folder/);
  },
};

/** emailVerified: shown once after the link was followed. */
export const EmailVerified: Story = {
  args: { kind: 'emailVerified', email: 'ana@example.com' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Your email address is validated' })).toHaveTextContent(
      'ana@example.com is confirmed',
    );
  },
};

/** profileVerifiedSuccess: the verification went through. */
export const ProfileVerifiedSuccess: Story = {
  args: { kind: 'profileVerifiedSuccess' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Your profile is verified' })).toBeVisible();
  },
};

/** ctbcd, "complete to be discovered": no approved main photo or a thin profile; the way to complete it. */
export const CompleteToBeDiscovered: Story = {
  args: { kind: 'ctbcd', href: '/profile/complete' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Complete your profile' })).toHaveAttribute(
      'href',
      '/profile/complete',
    );
  },
};

export const Mobile: Story = {
  args: { kind: 'emailBouncing', email: 'a-very-long-address-indeed@example.com', href: '/x' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
