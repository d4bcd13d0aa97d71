// When a server-rendered page has hydrated, known from React itself: every route's page is wrapped (`lazyPage`) with
// a component whose effect runs once that page has committed. A page sits inside each of its lazy ancestors (route
// tree, member layout), each a Suspense boundary React hydrates when its code has arrived, so the page's commit comes
// after all of theirs: the whole page answers input from then on. main.tsx waits for it (onPageCommitted).
import { lazy, useEffect } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';

type Listener = () => void;
const listeners = new Set<Listener>();

/** Calls `listener` after the next commit of a route's page (at most once); returns a function that cancels it. */
export function onPageCommitted(listener: Listener): () => void {
  const once = () => {
    listeners.delete(once);
    listener();
  };
  listeners.add(once);
  return () => listeners.delete(once);
}

/** Rendered after a page: its effect runs when React has committed (in a hydration: hydrated) the page. */
function PageCommitted(): null {
  useEffect(() => {
    for (const listener of [...listeners]) listener();
  }, []);
  return null;
}

/**
 * `React.lazy` for a route's page: the same page, followed by PageCommitted. Only for pages (the leaves of the route
 * tree): a layout or the route tree would signal before the page inside it has hydrated.
 */
export function lazyPage<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(() =>
    load().then(({ default: Page }) => ({
      default: function CommittedPage(props: P) {
        return (
          <>
            <Page {...props} />
            <PageCommitted />
          </>
        );
      },
    })),
  );
}
