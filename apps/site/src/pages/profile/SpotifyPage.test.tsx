import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { Route, Routes, useLocation } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { onlineManager } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SpotifyStatus } from '@app/contract';
import { spotifyErrorCodes } from '@app/contract';
import { allHandlers, profileScenario } from '@app/mocks';
import { paths } from '../../config/paths';
import { queryKeys } from '../../lib/query-keys';
import { renderAt } from '../../test/render';
import SpotifyPage from './SpotifyPage';

const server = setupServer();
beforeAll(() => {
  server.listen({ onUnhandledRequest: 'error' });
});
afterEach(() => {
  server.resetHandlers();
  vi.restoreAllMocks();
});
afterAll(() => server.close());
beforeEach(() => localStorage.clear());

const path = paths.profileEdit.href('spotify');

function Where() {
  const { search } = useLocation();
  return <p>{`Query: ${search || 'none'}`}</p>;
}

type Store = ReturnType<typeof profileScenario>['db'];

/** The page at `at` over a scenario; `prepare` sets up the store before the page's first call. */
function open(
  scenario: Parameters<typeof profileScenario>[0] = 'filledProfile',
  at = path,
  prepare?: (db: Store) => void,
) {
  const { db, handlers } = profileScenario(scenario);
  prepare?.(db);
  server.use(...allHandlers(handlers));
  const view = renderAt(
    at,
    <Routes>
      <Route
        path={path}
        element={
          <>
            <SpotifyPage />
            <Where />
          </>
        }
      />
    </Routes>,
  );
  return { db, ...view };
}

const chosen = () => screen.getByRole('list', { name: 'Your artists, in order' });

describe('SpotifyPage', () => {
  it('searches the catalogue, adds an artist and saves the list in order', async () => {
    const { queryClient } = open('filledProfile');
    const before = within(await screen.findByRole('list', { name: 'Your artists, in order' })).getAllByRole(
      'listitem',
    ).length;
    await userEvent.type(screen.getByRole('searchbox', { name: 'Artist name' }), 'Nina');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    const results = await screen.findByRole('list', { name: 'Artists matching Nina' });
    await userEvent.click(within(results).getByRole('button', { name: 'Add Nina Simone' }));
    expect(within(chosen()).getAllByRole('listitem')).toHaveLength(before + 1);
    await userEvent.click(screen.getByRole('button', { name: 'Save artists' }));
    await waitFor(() =>
      expect(
        queryClient
          .getQueryData<SpotifyStatus>(queryKeys.spotify.status())
          ?.artists.map((a) => a.name)
          .at(-1),
      ).toBe('Nina Simone'),
    );
    expect(screen.queryByText('You have unsaved changes.')).toBeNull();
  });

  it('pages through results 12 at a time', async () => {
    open('filledProfile');
    await screen.findByRole('list', { name: 'Your artists, in order' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Artist name' }), 'the');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    const first = await screen.findByRole('list', { name: 'Artists matching the' });
    expect(within(first).getAllByRole('listitem')).toHaveLength(12);
    const firstName = within(first).getAllByRole('listitem')[0]!.textContent;
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Artists matching the' })).getAllByRole('listitem')[0]!
          .textContent,
      ).not.toBe(firstName),
    );
  });

  it('keeps the choices when saving fails, and "Try again" saves them', async () => {
    const { db } = open('filledProfile');
    db.profileFaults.save = 1;
    const list = await screen.findByRole('list', { name: 'Your artists, in order' });
    const count = within(list).getAllByRole('listitem').length;
    await userEvent.click(within(list).getAllByRole('button', { name: /^Remove / })[0]!);
    await userEvent.click(screen.getByRole('button', { name: 'Save artists' }));
    const failure = await screen.findByRole('region', { name: "Your artists weren't saved" });
    expect(within(chosen()).getAllByRole('listitem')).toHaveLength(count - 1);
    await userEvent.click(within(failure).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByText('You have unsaved changes.')).toBeNull());
    expect(db.memberArtists.get(db.sessionMemberId!)).toHaveLength(count - 1);
  });

  it('not connected: "Connect Spotify" sends the browser to Spotify’s authorize page', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    open('spotifyNotConnected');
    await userEvent.click(await screen.findByRole('button', { name: 'Connect Spotify' }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    const url = new URL(String(assign.mock.calls[0]![0]));
    expect(url.searchParams.get('state')).toBeTruthy();
    expect(screen.queryByRole('search')).toBeNull();
  });

  it('finishes Spotify’s redirect (?code&state), then cleans the URL and offers search', async () => {
    const { db } = open(
      'spotifyNotConnected',
      `${path}?code=code-from-spotify&state=state-from-spotify`,
      (store) => store.spotifyAuthStates.set('state-from-spotify', store.sessionMemberId!),
    );
    expect(await screen.findByRole('search')).toBeInTheDocument();
    expect(screen.getByText('Query: none')).toBeInTheDocument();
    expect(db.spotifyAuthStates.has('state-from-spotify')).toBe(false);
  });

  it('says so when the member declined on Spotify’s page', async () => {
    open('spotifyNotConnected', `${path}?error=access_denied&state=whatever`);
    expect(await screen.findByRole('region', { name: "Spotify isn't connected" })).toHaveTextContent(
      /sign-in was cancelled/,
    );
    expect(screen.getByText('Query: none')).toBeInTheDocument();
  });
});

describe('SpotifyPage: a search that fails', () => {
  const unavailable = 'Spotify is not answering right now. Try again in a moment.';

  /** Searches `q` in the page's search box. */
  async function searchFor(q: string) {
    const box = screen.getByRole('searchbox', { name: 'Artist name' });
    await userEvent.clear(box);
    await userEvent.type(box, q);
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
  }

  it.each([
    {
      what: 'the browser is offline',
      offline: true,
      answer: () => HttpResponse.error(),
      says: 'Check your connection and try again.',
    },
    {
      what: 'the request gets no answer',
      offline: false,
      answer: () => HttpResponse.error(),
      says: 'Check your connection and try again.',
    },
    {
      what: 'the server fails',
      offline: false,
      answer: () => new HttpResponse('<h1>Bad gateway</h1>', { status: 502 }),
      says: 'Check your connection and try again.',
    },
    {
      what: 'Spotify does not answer the server',
      offline: false,
      answer: () =>
        HttpResponse.json(
          { error: { code: spotifyErrorCodes.unavailable, message: unavailable } },
          { status: 502 },
        ),
      says: unavailable,
    },
  ])('$what: says the search failed, with a retry, never that no artist matches', async (failure) => {
    open('filledProfile');
    await screen.findByRole('list', { name: 'Your artists, in order' });
    // An earlier search that matched nothing: its answer must not stand for the next one.
    await searchFor('zzzqq');
    expect(await screen.findByText(/No artists match “zzzqq”/)).toBeInTheDocument();

    let failing = true;
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get('*/api/user/spotify/artists', async () => {
        if (!failing) return undefined;
        await answered;
        return failure.answer();
      }),
    );
    if (failure.offline) {
      onlineManager.setOnline(false);
      onTestFinished(() => onlineManager.setOnline(true));
    }
    await searchFor('Adele');
    expect(await screen.findByText('Searching artists')).toBeInTheDocument();
    expect(screen.queryByText(/No artists match/)).toBeNull();
    answer();

    expect(await screen.findByRole('heading', { name: "Search didn't work" })).toBeInTheDocument();
    expect(screen.getByText(failure.says)).toBeInTheDocument();
    expect(screen.queryByText(/No artists match/)).toBeNull();

    failing = false;
    onlineManager.setOnline(true);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    const results = await screen.findByRole('list', { name: 'Artists matching Adele' });
    expect(within(results).getByRole('button', { name: 'Add Adele' })).toBeInTheDocument();
  });
});
