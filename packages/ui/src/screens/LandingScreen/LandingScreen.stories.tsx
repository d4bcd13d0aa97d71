import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LandingScreen } from './LandingScreen';

const meta = {
  title: 'Screens/LandingScreen',
  component: LandingScreen,
  parameters: { layout: 'fullscreen' },
  args: {
    homeHref: '/',
    loginHref: '/login',
    signupHref: '/signup',
    spinHref: '/login?redirectTo=%2Fspin',
    footerLinks: [
      { label: 'Safety tips', href: '/safety-tips' },
      { label: 'Success stories', href: '/success-stories' },
      { label: 'Questions and answers', href: '/faq' },
      { label: 'User agreement', href: '/user-agreement' },
      { label: 'Privacy policy', href: '/privacy-policy' },
    ],
  },
} satisfies Meta<typeof LandingScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Meet people who like you back' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Join for free' })).toHaveAttribute('href', '/signup');
    await expect(canvas.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    // The daily spin's promise leads to the spin page, through login.
    await expect(canvas.getByRole('link', { name: 'Log in and spin' })).toHaveAttribute(
      'href',
      '/login?redirectTo=%2Fspin',
    );
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
