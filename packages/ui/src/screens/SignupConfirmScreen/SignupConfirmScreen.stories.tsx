import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { SignupConfirmScreen } from './SignupConfirmScreen';
import type { SignupConfirmScreenProps, SignupConfirmStatus } from './SignupConfirmScreen';

const meta = {
  title: 'Screens/SignupConfirmScreen',
  component: SignupConfirmScreen,
  parameters: { layout: 'fullscreen' },
  args: { status: 'confirming', homeHref: '/', signUpHref: '/join', loginHref: '/login', onRetry: fn() },
} satisfies Meta<typeof SignupConfirmScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Confirming: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('main')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Checking your link…');
  },
};

/** Used or expired: sign up again for a new link, or log in if signing up was finished. */
export const Invalid: Story = {
  args: { status: 'invalid' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'This link no longer works' })).toBeVisible();
    await expect(canvas.getByRole('main')).toHaveAttribute('aria-busy', 'false');
    await expect(canvas.getByRole('link', { name: 'Sign up again' })).toHaveAttribute('href', '/join');
    await expect(canvas.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  },
};

export const Failed: Story = {
  args: { status: 'failed' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

/** Goes from checking to failed to checking again, as the site drives it; focus follows the outcome. */
function Flow(args: SignupConfirmScreenProps) {
  const [status, setStatus] = useState<SignupConfirmStatus>('confirming');
  return (
    <>
      <SignupConfirmScreen
        {...args}
        status={status}
        onRetry={() => {
          args.onRetry();
          setStatus('confirming');
        }}
      />
      <button type="button" onClick={() => setStatus('failed')}>
        Stand-in: the check fails
      </button>
    </>
  );
}

export const RetryFlow: Story = {
  render: (args) => <Flow {...args} />,
  tags: ['!screenshot'],
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Stand-in: the check fails' }));
    await waitFor(() =>
      expect(canvas.getByRole('heading', { level: 1, name: 'We couldn’t confirm your email' })).toHaveFocus(),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(canvas.getByRole('heading', { level: 1, name: 'Confirming your email' })).toHaveFocus(),
    );
  },
};

export const InvalidMobile: Story = {
  args: { status: 'invalid' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const page = canvasElement.ownerDocument.documentElement;
    await expect(page.scrollWidth).toBeLessThanOrEqual(page.clientWidth);
  },
};
