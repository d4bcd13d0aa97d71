import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ReceiptScreen } from './ReceiptScreen';
import type { ReceiptScreenProps } from './ReceiptScreen';

const meta = {
  title: 'Screens/ReceiptScreen',
  component: ReceiptScreen,
  args: {
    status: 'ready',
    backHref: '/subscription',
    receipt: {
      planName: '1 Month',
      amount: '$29.99',
      date: 'Nov 20, 2026',
      card: 'Visa •••• 4242',
      reference: 'SPK-MOCK000001',
    },
  } satisfies ReceiptScreenProps,
} satisfies Meta<typeof ReceiptScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Receipt: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'SPK-MOCK000001' })).toBeVisible();
    for (const text of ['1 Month', '$29.99', 'Nov 20, 2026', 'Visa •••• 4242'])
      await expect(canvas.getByText(text)).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading' } as never,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your receipt');
  },
};

const retry = fn();
export const LoadError: Story = {
  name: 'Error',
  args: { status: 'error', errorMessage: 'We couldn’t load this receipt.', onRetry: retry } as never,
  play: async ({ canvas, userEvent }) => {
    retry.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(retry).toHaveBeenCalledTimes(1);
  },
};

export const NoPayments: Story = {
  args: { status: 'empty', plansHref: '/home/paywall' } as never,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'No payments yet' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See the plans' })).toHaveAttribute(
      'href',
      '/home/paywall',
    );
  },
};
