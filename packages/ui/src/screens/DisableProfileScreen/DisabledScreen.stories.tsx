import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DisabledScreen } from './DisabledScreen';

const meta = {
  title: 'Screens/Disable/DisabledScreen',
  component: DisabledScreen,
  parameters: { layout: 'fullscreen' },
  args: { homeHref: '/', loginHref: '/login' },
} satisfies Meta<typeof DisabledScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** After disabling, signed out: what is kept and the way back. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Your profile is disabled' })).toBeVisible();
    await expect(canvas.getByText(/Log in any time to reactivate/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Log in to reactivate' })).toHaveAttribute(
      'href',
      '/login',
    );
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: Default.play,
};
