// A public page of SPEC point 2 that config/public-pages describes: an article (its own chunk, its text another) or
// a contact form. Each kind loads lazily.
import { lazy, Suspense } from 'react';
import { PageLoading } from '../../components/PageLoading';
import { QueryProvider } from '../../components/QueryProvider';
import type { PublicInfo } from '../../config/public-pages';

const PublicArticlePage = lazy(() => import('./PublicArticlePage'));
const SupportFormPage = lazy(() => import('./SupportFormPage'));

export default function PublicInfoPage({ info }: { info: PublicInfo }) {
  return (
    <QueryProvider>
      <Suspense fallback={<PageLoading />}>
        {info.kind === 'article' ? (
          <PublicArticlePage slug={info.slug} />
        ) : (
          <SupportFormPage form={info.form} />
        )}
      </Suspense>
    </QueryProvider>
  );
}
