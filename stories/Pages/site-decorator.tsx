// Renders the site's real route tree at `parameters.route`, inside a MemoryRouter, with "now" pinned to the recorded
// server's clock (ads depend on profile age) and the client's memory and storage cleared, so every story starts as a fresh
// visit. Toasts stay until dismissed, so a screenshot shows the same stack however long the story took. Storybook's
// preview provides the theme and a fresh QueryClient per story.
import type { Decorator } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router';
import { RECORDING_NOW } from '@app/mocks';
import { AppRoutes, NowProvider, preloadPages, resetClientMemory, SiteFrame } from '@app/site';

export const SitePage = () => <AppRoutes />;

export const withSite: Decorator = (Story, { parameters }) => (
  <MemoryRouter initialEntries={[(parameters.route as string | undefined) ?? '/']}>
    <NowProvider value={() => new Date(RECORDING_NOW)}>
      <SiteFrame toastDuration={Infinity}>
        <Story />
      </SiteFrame>
    </NowProvider>
  </MemoryRouter>
);

/** A fresh visit: nothing stored, no poller or publisher left over from the previous story; every page's code loaded. */
export async function freshVisit(): Promise<void> {
  resetClientMemory();
  localStorage.clear();
  sessionStorage.clear();
  await preloadPages();
}

/** For the first query of a play: the page still waits for its (mocked) data. */
export const slow = { timeout: 10_000 } as const;

export const mobile = { viewport: { value: 'mobile', isRotated: false } } as const;
