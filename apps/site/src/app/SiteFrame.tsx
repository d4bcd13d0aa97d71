// Everything every page of the site needs around it, inside a router: ui links that use the router, toasts, the
// client-side error handler and route-change logging.
// The site's App adds the QueryClient and global styles; Storybook's preview provides those itself.
import type { ReactNode } from 'react';
import { LinkProvider } from '@app/ui';
import { ToastHost } from '../components/ToastHost';
import { useGlobalErrorHandler } from '../features/errors/useGlobalErrorHandler';
import { useRouteLogging } from '../features/logging/useRouteLogging';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { RouterLink } from './RouterLink';

function SiteEffects() {
  useRouteLogging();
  useGlobalErrorHandler();
  return null;
}

export interface SiteFrameProps {
  children: ReactNode;
  /** How long a toast stays (ms); Storybook passes Infinity so a screenshot never races a toast's timer. */
  toastDuration?: number;
}

export function SiteFrame({ children, toastDuration }: SiteFrameProps) {
  return (
    <LinkProvider component={RouterLink}>
      <SiteEffects />
      <RouteErrorBoundary>{children}</RouteErrorBoundary>
      <ToastHost duration={toastDuration} />
    </LinkProvider>
  );
}
