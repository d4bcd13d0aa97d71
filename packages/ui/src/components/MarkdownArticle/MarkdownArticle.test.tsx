import { render, screen } from '@testing-library/react';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MarkdownArticle, markdownHeadings } from './MarkdownArticle';

const sample = `Intro with a [page of the site](/faq) and [another site](https://example.com).

# A title in the text

## Free and paid plans

Text <script>alert(1)</script> and <b>bold</b>.

### Can't log in?

## Maya and Daniel, Austin

## Free and paid plans
`;

describe('MarkdownArticle', () => {
  it('gives every heading an id and a link to it, named after the heading', () => {
    render(<MarkdownArticle markdown={sample} />);
    const heading = screen.getByRole('heading', { level: 2, name: /^Maya and Daniel, Austin/ });
    expect(heading).toHaveAttribute('id', 'maya-and-daniel-austin');
    const anchor = screen.getByRole('link', { name: 'Link to the section “Maya and Daniel, Austin”' });
    expect(anchor).toHaveAttribute('href', '#maya-and-daniel-austin');
    expect(anchor).toHaveTextContent('#');
  });

  it('renders an h1 of the text as h2 (the page owns the h1) and drops raw HTML', () => {
    const { container } = render(<MarkdownArticle markdown={sample} />);
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: /^A title in the text/ })).toBeInTheDocument();
    // No query by role finds a script element: the markup itself is what must not contain one.
    expect(container.innerHTML).not.toMatch(/<script|<b>/);
    expect(screen.getByRole('link', { name: 'page of the site' })).toHaveAttribute('href', '/faq');
    expect(screen.getByRole('link', { name: 'another site' })).toHaveAttribute('href', 'https://example.com');
  });

  it('lists the headings with the ids the article gives them', () => {
    render(<MarkdownArticle markdown={sample} />);
    const rendered = screen.getAllByRole('heading').map((h) => h.id);
    const listed = markdownHeadings(sample, 3).map((h) => h.id);
    expect(listed).toEqual(rendered);
    expect(markdownHeadings(sample).map((h) => h.text)).toEqual([
      'A title in the text',
      'Free and paid plans',
      'Maya and Daniel, Austin',
      'Free and paid plans',
    ]);
  });

  it('agrees with the rendered ids on every page of the site', () => {
    const folder = join(__dirname, '../../../../../apps/site/src/content');
    for (const file of readdirSync(folder).filter((name) => name.endsWith('.md'))) {
      const markdown = readFileSync(join(folder, file), 'utf8');
      const { unmount } = render(<MarkdownArticle markdown={markdown} />);
      const rendered = screen.getAllByRole('heading').map((h) => h.id);
      expect(
        markdownHeadings(markdown, 4).map((h) => h.id),
        file,
      ).toEqual(rendered);
      unmount();
    }
  });
});
