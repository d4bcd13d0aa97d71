import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { NotFoundScreen } from './NotFoundScreen';

const meta = {
  title: 'Screens/NotFoundScreen',
  component: NotFoundScreen,
  parameters: { layout: 'fullscreen' },
  args: { homeHref: '/', homeLabel: 'Go to the front page', path: '/lists/who-knows' },
} satisfies Meta<typeof NotFoundScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('We couldn’t find that page');
    await expect(canvas.getByText('/lists/who-knows')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to the front page' })).toHaveAttribute('href', '/');
  },
};

export const WithoutPath: Story = { args: { path: undefined } };

export const LongPath: Story = {
  args: { path: `/profile/edit/${'a-very-long-section-name-'.repeat(6)}` },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
