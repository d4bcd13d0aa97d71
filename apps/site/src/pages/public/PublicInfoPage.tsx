// A public page of SPEC point 2: an article (its own chunk, its text another), a contact form, or, for a page that is
// not built yet, a clear "coming soon" with what it will hold. Each kind loads lazily.
import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { PlaceholderScreen, theme } from '@app/ui';
import { PageLoading } from '../../components/PageLoading';
import { QueryProvider } from '../../components/QueryProvider';
import { paths } from '../../config/paths';
import type { ArticleSlug } from '../../config/public-pages';
import { articleSlugs, formBySlug, publicPages } from '../../config/public-pages';
import type { PublicSlug } from '../../config/routes';

const PublicArticlePage = lazy(() => import('./PublicArticlePage'));
const SupportFormPage = lazy(() => import('./SupportFormPage'));

const Frame = styled.main`
  max-width: 720px;
  margin: 0 auto;
  padding: ${theme.space[7]} ${theme.space[4]};
`;

const isArticle = (slug: string): slug is ArticleSlug => (articleSlugs as readonly string[]).includes(slug);

export default function PublicInfoPage({ slug }: { slug: PublicSlug }) {
  const form = formBySlug[slug];
  if (isArticle(slug) || form)
    return (
      <QueryProvider>
        <Suspense fallback={<PageLoading />}>
          {isArticle(slug) ? <PublicArticlePage slug={slug} /> : <SupportFormPage form={form!} />}
        </Suspense>
      </QueryProvider>
    );
  const page = publicPages.find((candidate) => candidate.slug === slug);
  return (
    <Frame>
      <PlaceholderScreen
        title={page?.title ?? slug}
        summary={page?.summary ?? ''}
        backHref={paths.landing.href()}
        backLabel="Back to the front page"
      />
    </Frame>
  );
}
