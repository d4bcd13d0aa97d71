import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { sampleMarkdown } from '../../internal/sampleMarkdown';
import { PublicArticleScreen } from './PublicArticleScreen';

const footerLinks = [
  { label: 'Safety tips', href: '/safety-tips' },
  { label: 'Questions and answers', href: '/faq' },
  { label: 'Customer service', href: '/customer-service' },
  { label: 'Privacy policy', href: '/privacy-policy' },
];

const longer = `${sampleMarkdown}
## Online

Never send money to someone you met online.

## If something goes wrong

Tell us through the system abuse form.
`;

const meta = {
  title: 'Screens/PublicArticleScreen',
  component: PublicArticleScreen,
  args: {
    title: 'Safety tips',
    lastUpdated: 'Nov 20, 2026',
    lastUpdatedIso: '2026-11-20',
    status: 'ready',
    markdown: longer,
    onRetry: fn(),
    homeHref: '/',
    footerLinks,
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PublicArticleScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The title, the date of the last update, the contents (from the sections) and the article. */
export const Ready: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Safety tips' })).toBeVisible();
    await expect(canvas.getByText('Nov 20, 2026')).toHaveAttribute('datetime', '2026-11-20');
    const contents = canvas.getByRole('navigation', { name: 'On this page' });
    await expect(contents).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'If something goes wrong' })).toHaveAttribute(
      'href',
      '#if-something-goes-wrong',
    );
    await expect(canvas.getByRole('article', { name: 'Safety tips' })).toBeVisible();
  },
};

/** At 390 px: the header, contents and text fit the width. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Safety tips' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** The text is on its way (it loads apart from the page): a skeleton, announced once. */
export const Loading: Story = {
  args: { status: 'loading', markdown: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading the page…');
    await expect(canvas.queryByRole('article')).toBeNull();
  },
};

/** The text could not be loaded: a retry. */
export const LoadFailed: Story = {
  args: { status: 'error', markdown: undefined },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Try again/ }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
