import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { EmailSettingsScreen } from './EmailSettingsScreen';

const meta = {
  title: 'Screens/EmailSettingsScreen',
  component: EmailSettingsScreen,
  args: {
    status: 'ready',
    email: 'ava@example.com',
    optOuts: ['offers-news'],
    accountSettingsHref: '/profile/settings/account-settings',
    onSave: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof EmailSettingsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A switch per kind: turning off new messages and saving sends the whole list. */
export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('switch', { name: /Offers and news/ })).not.toBeChecked();
    await userEvent.click(canvas.getByRole('switch', { name: /New messages/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save email settings' }));
    await expect(args.onSave).toHaveBeenCalledWith(['new-message', 'offers-news']);
  },
};

export const Saving: Story = {
  args: { saving: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Save email settings/ })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Saved: Story = {
  args: { saved: 'We will only send you the emails you left on.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Email settings saved' })).toBeVisible();
  },
};

/** A failed save keeps the switches as the member set them. */
export const ServerError: Story = {
  args: { saveError: 'Check your connection and try again.' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('switch', { name: /New matches/ }));
    await expect(canvas.getByRole('region', { name: 'Your email settings were not saved' })).toBeVisible();
    await expect(canvas.getByRole('switch', { name: /New matches/ })).not.toBeChecked();
  },
};

export const Loading: Story = { args: { status: 'loading' } };

export const LoadError: Story = {
  args: { status: 'error' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("We couldn't load your email settings.")).toBeVisible();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
