import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PlaceholderScreen } from './PlaceholderScreen';

const meta = {
  title: 'Screens/PlaceholderScreen',
  component: PlaceholderScreen,
  args: {
    title: 'Who liked me',
    summary: 'See who liked you and like them back to make a mutual match.',
    backHref: '/home',
  },
} satisfies Meta<typeof PlaceholderScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Who liked me' })).toBeVisible();
    await expect(canvas.getByText('Coming soon')).toBeVisible();
    await expect(canvas.getByText(/like them back/)).toBeVisible();
  },
};

export const LongSummary: Story = {
  args: {
    title: 'Edit profile',
    summary:
      'Edit each section of your profile: dating, basic info, details, about me, what you look for, lifestyle, favourite things, least favourite things, Spotify artists, the 20 questions and the three steps of a new profile.',
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
