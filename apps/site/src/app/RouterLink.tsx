// The LinkProvider adapter: every ui <Link> (and link-shaped Card/Banner/EmptyState action) navigates through
// react-router, so clicks stay in the app and route changes are logged.
import { Link } from 'react-router';
import type { LinkComponent } from '@app/ui';

export const RouterLink: LinkComponent = ({ href, className, children, 'aria-current': ariaCurrent }) => (
  <Link to={href} className={className} aria-current={ariaCurrent}>
    {children}
  </Link>
);
