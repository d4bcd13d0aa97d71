// The public pages: what each one is (an article in Markdown, a contact form of the contract, a member page that
// asks a visitor to log in first, or not built yet), with its title and summary. The articles' text lives in
// src/content/<slug>.md and loads with its page, never at start.
import type { SupportFormId } from '@app/contract';
import { supportFormIds, supportForms } from '@app/contract';
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
  summary: string;
  /** When the text last changed in substance (yyyy-mm-dd): shown as "Last updated". */
  lastUpdated: string;
}

export const publicArticles: readonly PublicArticle[] = [
  {
    slug: 'user-agreement',
    title: 'User agreement',
    summary: 'The terms every member agrees to.',
    lastUpdated: '2026-11-20',
  },
  {
    slug: 'privacy-policy',
    title: 'Privacy policy',
    summary: 'What we store about you and why.',
    lastUpdated: '2026-11-20',
  },
  {
    slug: 'cookie-policy',
    title: 'Cookie policy',
    summary: 'The cookies this site sets and what they do.',
    lastUpdated: '2026-11-20',
  },
  {
    slug: 'dispute-notice',
    title: 'Dispute notice',
    summary: 'How to raise a dispute with us.',
    lastUpdated: '2026-11-20',
  },
  {
    slug: 'success-stories',
    title: 'Success stories',
    summary: 'Couples who met here tell their stories.',
    lastUpdated: '2026-11-20',
  },
  {
    slug: 'fraud-protection',
    title: 'Fraud protection',
    summary: 'How we keep scammers out, and how to spot them.',
    lastUpdated: '2026-11-20',
  },
  {
    slug: 'safety-tips',
    title: 'Safety tips',
    summary: 'Meeting someone new, safely.',
    lastUpdated: '2026-11-20',
  },
  {
    slug: 'faq',
    title: 'Questions and answers',
    summary: 'Answers to what members ask most.',
    lastUpdated: '2026-11-20',
  },
];

/** The contact forms by their page's slug ('feedback/success-stories' → 'success-stories'). */
export const formBySlug = Object.fromEntries(
  supportFormIds.map((form) => [supportForms[form].slug, form]),
) as Readonly<Record<string, SupportFormId>>;

const formPages = supportFormIds.map((form) => ({
  slug: supportForms[form].slug as PublicSlug,
  title: supportForms[form].title,
  summary: supportForms[form].intro,
}));

/** Member pages SPEC point 2 lists as public (a visitor is asked to log in, then comes back), and pages not built here. */
const otherPages: readonly { slug: PublicSlug; title: string; summary: string }[] = [
  { slug: 'interested-in-me', title: 'Interested in me', summary: 'Members who showed interest in you.' },
  { slug: 'password-recovery', title: 'Password recovery', summary: 'Get a link to set a new password.' },
  { slug: 'report-user', title: 'Report a member', summary: 'Tell us about a member who broke the rules.' },
  { slug: 'blocklist/add', title: 'Block a member', summary: 'Stop a member from seeing or contacting you.' },
];

/** Every public page of SPEC point 2 besides the landing page, with its title and summary. */
export const publicPages: readonly { slug: PublicSlug; title: string; summary: string }[] = [
  ...publicArticles,
  ...formPages,
  ...otherPages,
];
