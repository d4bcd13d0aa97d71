import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PurchaseSuccessScreen } from './PurchaseSuccessScreen';

const meta = {
  title: 'Screens/PurchaseSuccessScreen',
  component: PurchaseSuccessScreen,
  args: {
    planName: '1 Month',
    amount: '$29.99',
    unlocks: [
      'See who liked you and who viewed you',
      'Read and answer every message',
      'Mutual likes and your blocklist',
    ],
    renewal: 'Renews on Dec 20, 2026 at $29.99 until you cancel.',
    continueHref: '/lists/wlm',
    receiptHref: '/subscription/receipt?reference=SPK-MOCK000001',
  },
} satisfies Meta<typeof PurchaseSuccessScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'You’re all set' })).toBeVisible();
    await expect(canvas.getByText('$29.99')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/lists/wlm');
    await expect(canvas.getByRole('link', { name: 'View receipt' })).toHaveAttribute(
      'href',
      '/subscription/receipt?reference=SPK-MOCK000001',
    );
  },
};
export const Boost: Story = {
  args: {
    planName: 'Boost',
    amount: '$4.99',
    unlocks: ['Your profile first in search and lists'],
    renewal: 'One-time purchase: your boost runs for 30 minutes from now.',
  },
};
