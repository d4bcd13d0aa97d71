// A page that throws while rendering shows the error (prefixed like every client-side error) and a way to reload,
// instead of an empty screen. Moving to another page clears it.
import { Component, lazy, Suspense } from 'react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { describeError } from '../features/errors/useGlobalErrorHandler';

// Loaded only when a page has failed, so it costs nothing up front.
const PageError = lazy(() => import('../components/PageError'));

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
      <Suspense fallback={null}>
        <PageError message={describeError(this.state.error)} />
      </Suspense>
    );
  }
}

export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <Boundary pathname={pathname}>{children}</Boundary>;
}
