// Markdown as an article: react-markdown (a maintained CommonMark renderer that builds React elements, never
// innerHTML, and drops raw HTML here with `skipHtml`), rehype-slug (an id on every heading, GitHub's way) and
// rehype-autolink-headings (a link to each heading). Links inside the site go through the ui's Link (the site's
// router); headings h1 in the text become h2, since the page owns the only h1.
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import Markdown from 'react-markdown';
import type { Components } from 'react-markdown';
import rehypeAutolinkHeadings from 'rehype-autolink-headings';
import rehypeSlug from 'rehype-slug';
import { Link } from '../Link';
import { StyledLink } from '../Link/Link.styles';
import { Article, HeadingAnchor } from './MarkdownArticle.styles';

const ANCHOR_CLASS = 'heading-anchor';

interface HastNode {
  type: string;
  value?: string;
  children?: HastNode[];
}

/** The text of a heading element (for its link's accessible name). */
const textOf = (node: HastNode): string =>
  node.type === 'text' ? (node.value ?? '') : (node.children ?? []).map(textOf).join('');

const autolinkOptions = {
  behavior: 'append' as const,
  properties: (element: HastNode) => ({
    className: [ANCHOR_CLASS],
    ariaLabel: `Link to the section “${textOf(element).trim()}”`,
  }),
  content: { type: 'text' as const, value: '#' },
};

function MarkdownLink({ href = '', children }: ComponentPropsWithoutRef<'a'>): ReactNode {
  // A path of the site: the router's link. Anything else (a page elsewhere, an in-page #section): a plain link.
  if (href.startsWith('/') && !href.startsWith('//')) return <Link href={href}>{children}</Link>;
  return (
    <StyledLink href={href} $tone="accent" $standalone={false}>
      {children}
    </StyledLink>
  );
}

const components: Components = {
  h1: ({ node: _node, children, ...props }) => <h2 {...props}>{children}</h2>,
  a: ({ node: _node, className, ...props }) =>
    className?.split(' ').includes(ANCHOR_CLASS) ? (
      <HeadingAnchor href={props.href} aria-label={props['aria-label']}>
        {props.children}
      </HeadingAnchor>
    ) : (
      <MarkdownLink {...props} />
    ),
};

export interface MarkdownArticleProps {
  /** CommonMark text; raw HTML in it is dropped. */
  markdown: string;
  /** The id of the heading that names the article (the page's h1). */
  labelledBy?: string;
  className?: string;
}

/** Renders Markdown as a styled article: headings with ids and a visible link to each, lists, quotes, links. */
export function MarkdownArticle({ markdown, labelledBy, className }: MarkdownArticleProps) {
  return (
    <Article aria-labelledby={labelledBy} className={className}>
      <Markdown
        skipHtml
        rehypePlugins={[rehypeSlug, [rehypeAutolinkHeadings, autolinkOptions]]}
        components={components}
      >
        {markdown}
      </Markdown>
    </Article>
  );
}

export interface MarkdownHeading {
  /** The id rehype-slug gives the heading (GitHub's slugs). */
  id: string;
  text: string;
  depth: number;
}

/** GitHub's slug of a heading's text (what rehype-slug does): lower case, punctuation dropped, spaces as dashes. */
const slugOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');

/** Plain text of a heading's Markdown (emphasis, code and links unwrapped). */
const plainHeading = (source: string) =>
  source
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`]/g, '')
    .trim();

/**
 * The headings of `markdown` down to `maxDepth`, with the ids the rendered article gives them: a table of contents.
 * Ids repeat as rehype-slug makes them unique (`faq`, `faq-1`).
 */
export function markdownHeadings(markdown: string, maxDepth = 2): MarkdownHeading[] {
  const seen = new Map<string, number>();
  const headings: MarkdownHeading[] = [];
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^(```|~~~)/.test(line)) fenced = !fenced;
    const match = fenced ? null : /^(#{1,6})\s+(.*?)\s*#*\s*$/.exec(line);
    if (!match) continue;
    const text = plainHeading(match[2]!);
    const base = slugOf(text);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    const depth = Math.max(2, match[1]!.length);
    if (depth <= maxDepth) headings.push({ id: count ? `${base}-${count}` : base, text, depth });
  }
  return headings;
}
