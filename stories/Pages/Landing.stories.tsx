import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { recorded } from '@app/mocks';
import { freshVisit, mobile, SitePage, slow, withSite } from './site-decorator';

const meta = {
  title: 'Pages/Landing',
  component: SitePage,
  decorators: [withSite],
  beforeEach: freshVisit,
  parameters: { layout: 'fullscreen', route: '/', msw: recorded('account/visitor') },
} satisfies Meta<typeof SitePage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Visitor: Story = {
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Meet people who like you back' }, slow),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Safety tips' })).toHaveAttribute('href', '/safety-tips');
    await expect(canvas.getByRole('link', { name: 'Log in and spin' })).toHaveAttribute(
      'href',
      '/login?redirectTo=%2Fspin',
    );
  },
};

/** The same page at 390 px, once its content has loaded. */
export const Mobile: Story = { globals: mobile, play: Visitor.play };

export const NotFound: Story = {
  parameters: { route: '/lists/no-such-list' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'We couldn’t find that page' }, slow),
    ).toBeVisible();
    await expect(canvas.getByText('/lists/no-such-list')).toBeVisible();
  },
};
