import { act, Suspense } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPage, onPageCommitted } from './hydration';

function Page({ label }: { label: string }) {
  return <button type="button">{label}</button>;
}

const cleanups: Array<() => void> = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

/** A server page (the HTML React renders for it) hydrating in #root, with its page's code held back until `arrive`. */
function serverPage() {
  const container = document.createElement('div');
  container.innerHTML = renderToString(
    <Suspense fallback={<p>Loading</p>}>
      <Page label="Like" />
    </Suspense>,
  );
  document.body.append(container);
  let arrive = () => {};
  const code = new Promise<{ default: ComponentType<{ label: string }> }>((resolve) => {
    arrive = () => resolve({ default: Page });
  });
  const LazyPage = lazyPage(() => code);
  const button = container.querySelector('button');
  cleanups.push(() => container.remove());
  return { container, LazyPage, button, arrive: () => act(async () => arrive()) };
}

describe('onPageCommitted', () => {
  it("waits for the route's page to hydrate, not for the root: a page whose code has not arrived keeps waiting", async () => {
    const { container, LazyPage, button, arrive } = serverPage();
    const committed = vi.fn();
    cleanups.push(onPageCommitted(committed));

    const root = await act(async () =>
      hydrateRoot(
        container,
        <Suspense fallback={<p>Loading</p>}>
          <LazyPage label="Like" />
        </Suspense>,
      ),
    );
    cleanups.push(() => root.unmount());
    expect(committed).not.toHaveBeenCalled();

    await arrive();
    expect(committed).toHaveBeenCalledTimes(1);
    // Hydrated: the server's button is kept (and now React's), not rendered again.
    expect(container.querySelector('button')).toBe(button);
  });

  it('calls a listener once, and not at all once cancelled', async () => {
    const { container, LazyPage, arrive } = serverPage();
    const once = vi.fn();
    const cancelled = vi.fn();
    cleanups.push(onPageCommitted(once));
    onPageCommitted(cancelled)();
    const tree = (label: string) => (
      <Suspense fallback={<p>Loading</p>}>
        <LazyPage label={label} />
      </Suspense>
    );
    const root = await act(async () => hydrateRoot(container, tree('Like')));
    cleanups.push(() => root.unmount());
    await arrive();
    // A later render of the same page (new props) is no new page: the listener stays called once.
    const update = (node: ReactNode) => root.render(node);
    await act(async () => update(tree('Like back')));

    expect(once).toHaveBeenCalledTimes(1);
    expect(cancelled).not.toHaveBeenCalled();
    expect(container.textContent).toBe('Like back');
  });
});
