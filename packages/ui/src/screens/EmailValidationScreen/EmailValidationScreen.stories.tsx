import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { EmailValidationScreen } from './EmailValidationScreen';

const meta = {
  title: 'Screens/EmailValidationScreen',
  component: EmailValidationScreen,
  args: {
    status: 'done',
    email: 'ava@example.com',
    next: { label: 'Go to your home page', href: '/home' },
    settingsHref: '/profile/settings/account-settings',
  },
} satisfies Meta<typeof EmailValidationScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Validated: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Your email address is validated' })).toHaveTextContent(
      'ava@example.com',
    );
    await expect(canvas.getByRole('link', { name: 'Go to your home page' })).toHaveAttribute('href', '/home');
  },
};

export const Validating: Story = { args: { status: 'validating' } };

/** A used, expired or unknown link: a new one is asked for in account settings. */
export const InvalidLink: Story = {
  args: {
    status: 'invalid',
    message: 'This link has expired or was already used. Ask for a new one from your account settings.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
  },
};

export const NetworkError: Story = { args: { status: 'error' } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
