// The public pages linked from the landing page's footer.
import { paths } from './paths';
import { publicPages } from './public-pages';

const footerSlugs = [
  'safety-tips',
  'success-stories',
  'faq',
  'customer-service',
  'user-agreement',
  'privacy-policy',
  'cookie-policy',
];

export const footerLinks = publicPages
  .filter((page) => footerSlugs.includes(page.slug))
  .map((page) => ({ label: page.title, href: paths.publicPage.href(page.slug) }));
