// Everything every page of the site needs around it, inside a router: ui links that use the router, toasts, the
// client-side error handler, route-change logging, and the bridge from the client's pollers to react-query.
// The site's App adds the QueryClient and global styles; Storybook's preview provides those itself.
import type { ReactNode } from 'react';
import { LinkProvider, ToastProvider } from '@app/ui';
import { useGlobalErrorHandler } from '../features/errors/useGlobalErrorHandler';
import { useRouteLogging } from '../features/logging/useRouteLogging';
import { PollingBridge } from '../features/session/PollingBridge';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { RouterLink } from './RouterLink';

function SiteEffects() {
  useRouteLogging();
  useGlobalErrorHandler();
  return <PollingBridge />;
}

export function SiteFrame({ children }: { children: ReactNode }) {
  return (
    <LinkProvider component={RouterLink}>
      <ToastProvider>
        <SiteEffects />
        <RouteErrorBoundary>{children}</RouteErrorBoundary>
      </ToastProvider>
    </LinkProvider>
  );
}
