// An article of the public site (user agreement, FAQ …). Its Markdown is a file of src/content, imported as text
// (`?raw`) in a chunk of its own when the page opens, so neither the landing page nor the other articles carry it.
// A link to one of its sections (/faq#how-do-i-cancel) scrolls there once the text is in.
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { formatMediumDate } from '@app/client';
import { PublicArticleScreen } from '@app/ui';
import { paths } from '../../config/paths';
import { footerLinks } from '../../config/public-links';
import type { ArticleSlug } from '../../config/public-pages';
import { publicArticles } from '../../config/public-pages';

const texts = import.meta.glob<string>('../../content/*.md', { query: '?raw', import: 'default' });

/** The Markdown of an article, loaded on demand. */
export const loadArticle = (slug: ArticleSlug): Promise<string> => {
  const load = texts[`../../content/${slug}.md`];
  return load ? load() : Promise.reject(new Error(`No content file for ${slug}`));
};

export default function PublicArticlePage({ slug }: { slug: ArticleSlug }) {
  const article = publicArticles.find((candidate) => candidate.slug === slug)!;
  const text = useQuery({
    queryKey: ['public', 'article', slug],
    queryFn: () => loadArticle(slug),
    staleTime: Infinity,
  });
  const { hash } = useLocation();

  useEffect(() => {
    if (!text.data || !hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [text.data, hash]);

  return (
    <PublicArticleScreen
      title={article.title}
      lastUpdated={formatMediumDate(article.lastUpdated, 'UTC')}
      lastUpdatedIso={article.lastUpdated}
      status={text.data !== undefined ? 'ready' : text.isError ? 'error' : 'loading'}
      markdown={text.data}
      onRetry={() => text.refetch()}
      homeHref={paths.landing.href()}
      footerLinks={footerLinks}
    />
  );
}
