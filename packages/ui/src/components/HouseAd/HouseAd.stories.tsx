import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { HouseAd } from './HouseAd';

const meta = {
  title: 'Components/HouseAd',
  component: HouseAd,
  args: { href: '/home/paywall' },
} satisfies Meta<typeof HouseAd>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Labelled "Advertisement" on screen and as the landmark; the one link leads to the plans. */
export const Card: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
  play: async ({ canvas }) => {
    const ad = canvas.getByRole('complementary', { name: 'Advertisement' });
    await expect(ad).toHaveTextContent(/^Advertisement/);
    await expect(canvas.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/home/paywall');
  },
};

export const Banner: Story = { args: { layout: 'banner' } };

export const CustomCopy: Story = {
  args: {
    layout: 'banner',
    headline: 'Message anyone, anytime',
    body: 'Upgrade to reply to every message in your inbox, with no daily limit.',
    ctaLabel: 'Upgrade now',
  },
};

export const Mobile: Story = {
  args: { layout: 'banner' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
