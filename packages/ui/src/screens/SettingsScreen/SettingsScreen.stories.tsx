import { visibilityCopy } from '@app/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { SettingsScreen } from './SettingsScreen';

const meta = {
  title: 'Screens/SettingsScreen',
  component: SettingsScreen,
  args: {
    pages: [
      {
        title: 'Account',
        description: 'Your email address.',
        href: '/profile/settings/account-settings',
      },
      { title: 'Emails', description: 'Which emails we send you.', href: '/profile/settings/email-settings' },
      {
        title: 'Login',
        description: 'Your password and where you are logged in.',
        href: '/profile/settings/login-settings',
      },
      {
        title: 'Verification',
        description: 'Show members your profile is really you.',
        href: '/profile/settings/verification-settings',
      },
    ],
    visibilityCopy,
    visibilityStatus: 'ready',
    visibility: { hidden: false, incognito: false },
    onSaveVisibility: fn(),
    onRetryVisibility: fn(),
  },
} satisfies Meta<typeof SettingsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Flipping a switch saves both at once. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('link', { name: /Login/ })).toHaveAttribute(
      'href',
      '/profile/settings/login-settings',
    );
    await userEvent.click(canvas.getByRole('switch', { name: visibilityCopy.hidden.label }));
    await expect(args.onSaveVisibility).toHaveBeenCalledWith({ hidden: true, incognito: false });
  },
};

export const Saving: Story = { args: { savingVisibility: true } };

export const Saved: Story = {
  args: { visibility: { hidden: true, incognito: true }, visibilitySaved: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Saved. Your profile is hidden./)).toBeVisible();
  },
};

/** The save failed: the switch keeps the member's choice and the banner offers to try again. */
export const SaveFailed: Story = {
  args: { visibilityError: 'Check your connection and try again.' },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onSaveVisibility).toHaveBeenCalledWith({ hidden: false, incognito: false });
  },
};

export const Loading: Story = { args: { visibilityStatus: 'loading', visibility: undefined } };

export const Error: Story = {
  args: { visibilityStatus: 'error', visibility: undefined },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetryVisibility).toHaveBeenCalledTimes(1);
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
