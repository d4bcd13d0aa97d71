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

export function SiteFrame({ children }: { children: ReactNode }) {
  return (
    <LinkProvider component={RouterLink}>
      <SiteEffects />
      <RouteErrorBoundary>{children}</RouteErrorBoundary>
      <ToastHost />
    </LinkProvider>
  );
}
