// A public article (user agreement, privacy policy, FAQ …): title, date of the last update, a table of contents from
// the article's headings, and the Markdown itself. The text loads on its own (lazily): until then a skeleton, and a
// retry if it could not be loaded.
import { useMemo } from 'react';
import styled from 'styled-components';
import { ErrorState } from '../../components/ErrorState';
import { Heading } from '../../components/Heading';
import { StyledLink } from '../../components/Link/Link.styles';
import { MarkdownArticle, markdownHeadings } from '../../components/MarkdownArticle';
import { Skeleton } from '../../components/Skeleton';
import { Stack } from '../../components/Stack';
import { Text } from '../../components/Text';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { theme as t } from '../../theme';
import type { PublicLink } from '../internal/PublicFrame';
import { PublicFrame } from '../internal/PublicFrame';

/** A table of contents is shown from this many sections up (a short page reads fine without). */
const TOC_MIN_SECTIONS = 3;

const Contents = styled.nav`
  padding: ${t.space[4]} ${t.space[5]};
  border: 1px solid ${t.color.border.muted};
  border-radius: ${t.radii.lg};
  background-color: ${t.color.canvas.default};

  ol {
    margin: ${t.space[2]} 0 0;
    padding-left: ${t.space[5]};
    display: grid;
    gap: ${t.space[1]};
  }
`;

export interface PublicArticleScreenProps {
  title: string;
  /** The last update, formatted for reading ("Nov 20, 2026"). */
  lastUpdated: string;
  /** The same date as ISO (yyyy-mm-dd), for <time>. */
  lastUpdatedIso: string;
  /** `loading`: the text is on its way; `error`: it could not be loaded (offer onRetry). */
  status: 'loading' | 'error' | 'ready';
  markdown?: string;
  onRetry?: () => void | Promise<unknown>;
  homeHref: string;
  footerLinks: readonly PublicLink[];
}

export function PublicArticleScreen({
  title,
  lastUpdated,
  lastUpdatedIso,
  status,
  markdown,
  onRetry,
  homeHref,
  footerLinks,
}: PublicArticleScreenProps) {
  const sections = useMemo(() => (markdown ? markdownHeadings(markdown, 2) : []), [markdown]);
  return (
    <PublicFrame homeHref={homeHref} footerLinks={footerLinks}>
      <Stack gap={6}>
        <Stack gap={2}>
          <Heading as="h1" id="article-title">
            {title}
          </Heading>
          <Text tone="muted" size="sm">
            Last updated <time dateTime={lastUpdatedIso}>{lastUpdated}</time>
          </Text>
        </Stack>
        {status === 'loading' && (
          <Stack gap={4} aria-busy="true">
            <VisuallyHidden role="status">Loading the page…</VisuallyHidden>
            <Skeleton lines={4} />
            <Skeleton width="40%" />
            <Skeleton lines={6} />
          </Stack>
        )}
        {status === 'error' && (
          <ErrorState
            title="This page could not be loaded"
            message="Check your connection and try again."
            onRetry={onRetry}
          />
        )}
        {status === 'ready' && markdown !== undefined && (
          <>
            {sections.length >= TOC_MIN_SECTIONS && (
              <Contents aria-labelledby="article-contents">
                <Heading as="h2" size="md" id="article-contents">
                  On this page
                </Heading>
                <ol>
                  {sections.map((section) => (
                    <li key={section.id}>
                      {/* An in-page link: the browser scrolls to the heading, no router involved. */}
                      <StyledLink href={`#${section.id}`} $tone="accent" $standalone={false}>
                        {section.text}
                      </StyledLink>
                    </li>
                  ))}
                </ol>
              </Contents>
            )}
            <MarkdownArticle markdown={markdown} labelledBy="article-title" />
          </>
        )}
      </Stack>
    </PublicFrame>
  );
}
