import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { SignupSentScreen } from './SignupSentScreen';

const meta = {
  title: 'Screens/SignupSentScreen',
  component: SignupSentScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    homeHref: '/',
    email: 'ana@example.com',
    linkValidHours: 24,
    onResend: fn(),
    signUpHref: '/join',
  },
} satisfies Meta<typeof SignupSentScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Right after signing up: the same words for every address. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Check your inbox' })).toBeVisible();
    await expect(canvas.getByText(/We sent a link to/)).toHaveTextContent(
      'We sent a link to ana@example.com. Open it to finish creating your account: it works for 24 hours.',
    );
    await expect(canvas.queryByText(/already/i)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Send again' }));
    await expect(args.onResend).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('link', { name: 'Use another address' })).toHaveAttribute('href', '/join');
  },
};

export const Sending: Story = {
  args: { resendState: 'sending' },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Send again' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onResend).not.toHaveBeenCalled();
  },
};

/** Sent again: said politely, and the button waits before it works again. */
export const SentCooldown: Story = {
  args: { resendState: 'sent', resendCooldownSeconds: 42 },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('We sent the link again.');
    await expect(canvas.getByText('You can ask again in 42 seconds.')).toBeVisible();
    const button = canvas.getByRole('button', { name: 'Send again' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onResend).not.toHaveBeenCalled();
  },
};

/** The cooldown is over: the button works again and the confirmation stays. */
export const SentReady: Story = {
  args: { resendState: 'sent', resendCooldownSeconds: 0 },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send again' }));
    await expect(args.onResend).toHaveBeenCalledTimes(1);
  },
};

export const Failed: Story = {
  args: { resendState: 'failed' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(/We couldn’t send it/);
    await expect(canvas.getByRole('button', { name: 'Send again' })).not.toHaveAttribute('aria-disabled');
  },
};

/** A long address wraps instead of scrolling sideways at 390 px. */
export const Mobile: Story = {
  args: {
    email: 'ana.maria.rodrigues-van-der-berg.2026@example-mail-provider.com',
    resendState: 'sent',
    resendCooldownSeconds: 9,
  },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};
