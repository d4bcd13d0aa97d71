import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { TabsNav } from './TabsNav';

/** Route tabs: links through the site's LinkProvider, the current page marked with aria-current. */
const meta = {
  title: 'Components/Tabs/TabsNav',
  component: TabsNav,
  args: {
    label: 'Matches',
    currentHref: '/matches/likes-me',
    items: [
      { href: '/matches/mutual', label: 'Mutual' },
      { href: '/matches/likes-me', label: 'Likes me', count: 4 },
      { href: '/matches/i-like', label: 'I like' },
      { href: '/matches/visitors', label: 'Visitors' },
    ],
  },
  tags: ['autodocs'],
} satisfies Meta<typeof TabsNav>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Matches' });
    await expect(nav).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: /Likes me/ })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Mutual' })).not.toHaveAttribute('aria-current');
  },
};
