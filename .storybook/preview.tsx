// Every story renders the way the site does: theme, global styles, a link component and a react-query client. A story
// that calls the API names the recorded scenario it replays (`parameters: { msw: recorded('spin/fresh') }`); any other
// API call is unanswered and fails the QA run. Images are placeholders in every story.
import { useState } from 'react';
import type { MouseEvent } from 'react';
import type { Decorator, Loader, Preview } from '@storybook/react-vite';
import { action } from 'storybook/actions';
import { ThemeProvider } from 'styled-components';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { FontFaces, GlobalStyle, LinkProvider, theme } from '@app/ui';
import type { LinkComponent } from '@app/ui';
import { FakeEventSource, imageHandlers, resetReplays, servesLiveChannel } from '@app/mocks';
import { allModes, viewports } from './modes';
import { resetUnmockedApiRequests, startMockWorker } from './msw';
import { QA_AXE_OPTIONS_KEY } from '../tests/visual/qa-axe.js';

const logNavigation = action('navigate');

// The member area opens the live channel (Server-Sent Events). A story whose handlers answer it (a scenario that
// recorded live events, replayed through MSW's sse(); or `liveChannelDown()`) gets the browser's EventSource, which
// MSW's worker intercepts. Any other story gets a stream that stays connecting and quiet (FakeEventSource), so no page
// fails on an unanswered /api/user/live, shows "Reconnecting…" or sends typing signals.
const BrowserEventSource = globalThis.EventSource;
const eventSourceFor: Loader = async ({ parameters }) => {
  const handlers = Object.values(
    (parameters.msw as { handlers?: object } | undefined)?.handlers ?? {},
  ).flat();
  (globalThis as { EventSource?: unknown }).EventSource = (await servesLiveChannel(handlers))
    ? BrowserEventSource
    : FakeEventSource;
  return {};
};
(globalThis as { EventSource?: unknown }).EventSource = FakeEventSource;

/** Links log where they would go (Actions panel) instead of navigating the preview iframe away from the story. */
const StorybookLink: LinkComponent = ({ href, className, children, 'aria-current': ariaCurrent }) => (
  <a
    href={href}
    className={className}
    aria-current={ariaCurrent}
    onClick={(event: MouseEvent<HTMLAnchorElement>) => {
      event.preventDefault();
      logNavigation(href);
    }}
  >
    {children}
  </a>
);

/** No retries, so error stories show their error state at once; one client per story, so no cache leaks between them. */
function StoryQueryClient({ children }: { children: React.ReactNode }) {
  const [client] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } }),
  );
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

const withAppProviders: Decorator = (Story, { id }) => (
  <ThemeProvider theme={theme}>
    <FontFaces />
    <GlobalStyle />
    <LinkProvider component={StorybookLink}>
      <StoryQueryClient key={id}>
        <Story />
      </StoryQueryClient>
    </LinkProvider>
  </ThemeProvider>
);

const preview: Preview = {
  // 'screenshot': the QA run captures the story; a story opts out with tags: ['!screenshot'].
  tags: ['autodocs', 'screenshot'],
  decorators: [withAppProviders],
  loaders: [mswLoader(startMockWorker), eventSourceFor],
  beforeEach: () => {
    // Every story replays its scenario from the start, whatever earlier stories did.
    resetReplays();
    resetUnmockedApiRequests();
    FakeEventSource.reset();
  },
  parameters: {
    layout: 'padded',
    msw: { handlers: { assets: imageHandlers } },
    // Fail on violations; the QA run passes leaner axe options (tests/visual/qa-axe.js says why).
    a11y: {
      test: 'error',
      options: (window as unknown as Record<string, object | undefined>)[QA_AXE_OPTIONS_KEY] ?? {},
    },
    viewport: { options: viewports },
    chromatic: { modes: allModes, prefersReducedMotion: 'reduce', pauseAnimationAtEnd: true },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    options: {
      storySort: { order: ['Introduction', 'Foundations', 'Components', 'Screens', 'Pages', 'Flows'] },
    },
  },
};
export default preview;
