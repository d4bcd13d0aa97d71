import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen } from 'storybook/test';
import { FacebookSandboxDialog } from './FacebookSandboxDialog';

const meta = {
  title: 'Screens/LoginScreen/FacebookSandboxDialog',
  component: FacebookSandboxDialog,
  args: { open: true, onOpenChange: fn(), onContinue: fn() },
} satisfies Meta<typeof FacebookSandboxDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ userEvent, args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Continue with Facebook' });
    await userEvent.type(screen.getByLabelText(/Facebook account email/), 'paying@demo.test');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await expect(args.onContinue).toHaveBeenCalledWith('paying@demo.test');
    await expect(dialog).toBeVisible();
  },
};

export const InvalidEmail: Story = {
  args: { defaultEmail: 'not-an-email' },
  play: async ({ userEvent, args }) => {
    await screen.findByRole('dialog');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await expect(screen.getByLabelText(/Facebook account email/)).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onContinue).not.toHaveBeenCalled();
  },
};
