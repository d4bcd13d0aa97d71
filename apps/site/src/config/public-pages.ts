// The public pages that open without a session and are not pages of their own in config/built-pages: the articles
// (Markdown) and the contact forms of the contract, with their titles. The articles' text lives in
// src/content/<slug>.md and loads with its page, never at start.
import type { SupportFormId } from '@app/contract';
import { supportFormIds, supportFormPages } from '@app/contract';
import type { PublicSlug } from './routes';

/** The articles, each a Markdown file in src/content named after its slug. */
export const articleSlugs = [
  'user-agreement',
  'privacy-policy',
  'cookie-policy',
  'dispute-notice',
  'success-stories',
  'fraud-protection',
  'safety-tips',
  'faq',
] as const satisfies readonly PublicSlug[];
export type ArticleSlug = (typeof articleSlugs)[number];

export interface PublicArticle {
  slug: ArticleSlug;
  title: string;
  /** When the text last changed in substance (yyyy-mm-dd): shown as "Last updated". */
  lastUpdated: string;
}

export const publicArticles: readonly PublicArticle[] = [
  {
    slug: 'user-agreement',
    title: 'User agreement',
    lastUpdated: '2026-11-20',
  },
  {
    slug: 'privacy-policy',
    title: 'Privacy policy',
    lastUpdated: '2026-11-20',
  },
  {
    slug: 'cookie-policy',
    title: 'Cookie policy',
    lastUpdated: '2026-11-20',
  },
  {
    slug: 'dispute-notice',
    title: 'Dispute notice',
    lastUpdated: '2026-11-20',
  },
  {
    slug: 'success-stories',
    title: 'Success stories',
    lastUpdated: '2026-11-20',
  },
  {
    slug: 'fraud-protection',
    title: 'Fraud protection',
    lastUpdated: '2026-11-20',
  },
  {
    slug: 'safety-tips',
    title: 'Safety tips',
    lastUpdated: '2026-11-20',
  },
  {
    slug: 'faq',
    title: 'Questions and answers',
    lastUpdated: '2026-11-20',
  },
];

/** The contact forms by their page's slug ('feedback/success-stories' → 'success-stories'). */
const formBySlug: Readonly<Partial<Record<string, SupportFormId>>> = Object.fromEntries(
  supportFormIds.map((form) => [supportFormPages[form].slug, form]),
);

/** What a public slug opens here: its article or its contact form (undefined: a page of config/built-pages). */
export type PublicInfo = { kind: 'article'; slug: ArticleSlug } | { kind: 'form'; form: SupportFormId };

const isArticle = (slug: string): slug is ArticleSlug => (articleSlugs as readonly string[]).includes(slug);

export function publicInfoOf(slug: string): PublicInfo | undefined {
  if (isArticle(slug)) return { kind: 'article', slug };
  const form = formBySlug[slug];
  return form ? { kind: 'form', form } : undefined;
}

/** The articles and contact forms with their titles (the landing page's footer links some of them). */
export const publicPages: readonly { slug: PublicSlug; title: string }[] = [
  ...publicArticles,
  ...supportFormIds.map((form) => supportFormPages[form]),
];
