import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { sampleMarkdown } from '../../internal/sampleMarkdown';
import { MarkdownArticle } from './MarkdownArticle';

const meta = {
  title: 'Components/MarkdownArticle',
  component: MarkdownArticle,
  args: { markdown: sampleMarkdown },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof MarkdownArticle>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each heading has an id and a visible, focusable link to it; raw HTML is dropped. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const heading = canvas.getByRole('heading', { level: 2, name: /^Your first date/ });
    await expect(heading).toHaveAttribute('id', 'your-first-date');
    const anchor = canvas.getByRole('link', { name: 'Link to the section “Your first date”' });
    await expect(anchor).toHaveAttribute('href', '#your-first-date');
    await expect(anchor).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Link to the section “Before you meet”' })).toHaveFocus();
    await expect(canvas.getByRole('link', { name: 'fraud protection' })).toHaveAttribute(
      'href',
      '/fraud-protection',
    );
    await expect(canvas.queryByText(/Raw HTML/)).toBeNull();
  },
};

/** At 390 px the text wraps and nothing scrolls sideways. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: /^A video call first/ })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
