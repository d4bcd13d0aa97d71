// A page that throws while rendering shows the error (prefixed like every client-side error) and a way to reload,
// instead of an empty screen. Moving to another page clears it.
import { Component } from 'react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { ErrorState } from '@app/ui';
import { describeError } from '../features/errors/useGlobalErrorHandler';

type BoundaryProps = { pathname: string; children: ReactNode };
type BoundaryState = { error: unknown; pathname: string };

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, pathname: this.props.pathname };
  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error };
  }
  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.pathname === state.pathname ? null : { error: null, pathname: props.pathname };
  }
  override render() {
    if (this.state.error === null) return this.props.children;
    return (
      <ErrorState
        title="This page could not be shown"
        message={describeError(this.state.error)}
        retryLabel="Reload the page"
        onRetry={() => window.location.reload()}
      />
    );
  }
}

export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary pathname={pathname}>{children}</Boundary>;
}
