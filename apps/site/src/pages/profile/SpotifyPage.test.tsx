import type { HttpHandler } from 'msw';
import { HttpResponse, http } from 'msw';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { onlineManager } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SpotifyStatus } from '@app/contract';
import { errorCopy, searchArtists } from '@app/contract';
import type { ScenarioName } from '@app/mocks';
import { failing, offline, recorded, recordedAnswer, recordedRequest } from '@app/mocks';
import { paths } from '../../config/paths';
import { queryKeys } from '../../lib/query-keys';
import { renderAt } from '../../test/render';
import SpotifyPage from './SpotifyPage';
import { pageTestServer } from '../../test/server';

const server = pageTestServer();
afterEach(() => vi.restoreAllMocks());

// The page over recordings of the real server (scripts/record/scenarios/profile.ts and editing.ts): the free member's
// artists with the sandbox catalogue (profile/filled, profile/spotify-add, profile/editing-spotify-pages), and with
// the Spotify Web API, not connected yet (profile/spotify-not-connected, profile/editing-spotify-connect) or failing a
// search (profile/editing-spotify-down); generic failures first where a test needs one.
const handlersOf = (scenario: ScenarioName, ...first: HttpHandler[]) =>
  Object.values(recorded(scenario, ...first).handlers).flat();

/** The bodies the page sent to `path` with `method`, in order. */
function bodiesSent(method: string, path: string): Promise<unknown>[] {
  const bodies: Promise<unknown>[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === method && new URL(request.url).pathname === path)
      bodies.push(request.clone().json() as Promise<unknown>);
  });
  return bodies;
}

const path = paths.profileEdit.href('spotify');

function Where() {
  const { search } = useLocation();
  return <p>{`Query: ${search || 'none'}`}</p>;
}

/** The page at `at` over a recorded scenario, the given generic answers first. */
function open(scenario: ScenarioName = 'profile/filled', at = path, ...first: HttpHandler[]) {
  server.use(...handlersOf(scenario, ...first));
  return renderAt(
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
}

/** The server answers again from the recording alone (the replay starts over: nothing was saved yet). */
function serverAnswersAgain(scenario: ScenarioName) {
  server.resetHandlers();
  server.use(...handlersOf(scenario));
}

const chosen = () => screen.getByRole('list', { name: 'Your artists, in order' });

describe('SpotifyPage', () => {
  it('searches the catalogue, adds an artist and saves the list in order', async () => {
    const { queryClient } = open('profile/spotify-add');
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
    open('profile/editing-spotify-pages');
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
    // The second page as the server sent it.
    const second = recordedAnswer('profile/editing-spotify-pages', 'searchArtists', { nth: 1 }).data;
    expect(second.page).toBe(2);
    expect(
      within(screen.getByRole('list', { name: 'Artists matching the' })).getAllByRole('listitem')[0],
    ).toHaveTextContent(second.items[0]!.name);
  });

  it('keeps the choices when saving fails, and "Try again" saves them', async () => {
    const scenario = 'profile/editing-spotify-pages';
    const saves = bodiesSent('PUT', '/api/user/spotify/my-artists');
    const { queryClient } = open(scenario, path, failing('saveArtists'));
    const list = await screen.findByRole('list', { name: 'Your artists, in order' });
    const count = within(list).getAllByRole('listitem').length;
    await userEvent.click(within(list).getAllByRole('button', { name: /^Remove / })[0]!);
    await userEvent.click(screen.getByRole('button', { name: 'Save artists' }));
    const failure = await screen.findByRole('region', { name: "Your artists weren't saved" });
    expect(within(chosen()).getAllByRole('listitem')).toHaveLength(count - 1);
    serverAnswersAgain(scenario);
    await userEvent.click(within(failure).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByText('You have unsaved changes.')).toBeNull());
    // The retry sent the same list, the first artist taken off, and the server kept that list.
    const [first, retry] = await Promise.all(saves);
    expect(retry).toEqual(first);
    expect(retry).toEqual(recordedRequest(scenario, 'saveArtists'));
    expect(queryClient.getQueryData<SpotifyStatus>(queryKeys.spotify.status())?.artists).toHaveLength(
      count - 1,
    );
  });

  it('not connected: "Connect Spotify" sends the browser to Spotify’s authorize page', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const scenario = 'profile/editing-spotify-connect';
    open(scenario);
    await userEvent.click(await screen.findByRole('button', { name: 'Connect Spotify' }));
    await waitFor(() => expect(assign).toHaveBeenCalledTimes(1));
    const { authorizeUrl } = recordedAnswer(scenario, 'startSpotifyAuth').data;
    expect(authorizeUrl).toMatch(/^https:\/\/accounts\.spotify\.com\/authorize\?/);
    expect(String(assign.mock.calls[0]![0])).toBe(authorizeUrl);
    expect(new URL(String(authorizeUrl)).searchParams.get('state')).toBeTruthy();
    expect(screen.queryByRole('search')).toBeNull();
  });

  it('finishes Spotify’s redirect (?code&state), then cleans the URL and offers search', async () => {
    const scenario = 'profile/spotify-not-connected';
    // What Spotify's redirect brought back for the sign-in the server started.
    const { code, state } = recordedRequest(scenario, 'connectSpotify') as { code: string; state: string };
    const connects = bodiesSent('POST', '/api/user/spotify/connect');
    open(scenario, `${path}?code=${code}&state=${state}`);
    expect(await screen.findByRole('search')).toBeInTheDocument();
    expect(screen.getByText('Query: none')).toBeInTheDocument();
    expect(await Promise.all(connects)).toEqual([{ code, state }]);
  });

  it('says so when the member declined on Spotify’s page', async () => {
    open('profile/spotify-not-connected', `${path}?error=access_denied&state=whatever`);
    expect(await screen.findByRole('region', { name: "Spotify isn't connected" })).toHaveTextContent(
      /sign-in was cancelled/,
    );
    expect(screen.getByText('Query: none')).toBeInTheDocument();
  });
});

describe('SpotifyPage: a search that fails', () => {
  /** Searches `q` in the page's search box. */
  async function searchFor(q: string) {
    const box = screen.getByRole('searchbox', { name: 'Artist name' });
    await userEvent.clear(box);
    await userEvent.type(box, q);
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
  }

  const spotifyDown = 'profile/editing-spotify-down';

  it.each<{ what: string; offline?: boolean; scenario?: ScenarioName; failure?: HttpHandler; says: string }>([
    {
      what: 'the browser is offline',
      offline: true,
      failure: offline(searchArtists),
      says: 'Check your connection and try again.',
    },
    {
      what: 'the request gets no answer',
      failure: offline(searchArtists),
      says: 'Check your connection and try again.',
    },
    {
      what: 'the server fails',
      failure: failing(searchArtists),
      says: errorCopy.internal_error,
    },
    {
      // Not the server's answer: a proxy in front of it (no error body of the contract).
      what: 'a proxy in front of the server fails',
      failure: http.get(`*${searchArtists.path}`, () =>
        HttpResponse.text('<h1>Bad gateway</h1>', { status: 502, headers: { 'Content-Type': 'text/html' } }),
      ),
      says: 'Check your connection and try again.',
    },
    {
      what: 'Spotify does not answer the server',
      scenario: spotifyDown,
      says: (
        recordedAnswer(spotifyDown, 'searchArtists', { status: 502 }) as unknown as {
          error: { message: string };
        }
      ).error.message,
    },
  ])('$what: says the search failed, with a retry, never that no artist matches', async (failure) => {
    open(failure.scenario ?? 'profile/filled');
    await screen.findByRole('list', { name: 'Your artists, in order' });
    // An earlier search that matched nothing: its answer must not stand for the next one.
    await searchFor('zzzzqq');
    expect(await screen.findByText(/No artists match “zzzzqq”/)).toBeInTheDocument();

    // The search's answer waits until the test lets it through (to the failure, or the recording's answer).
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get(`*${searchArtists.path}`, async () => {
        await answered;
        return undefined;
      }),
      ...(failure.failure ? [failure.failure] : []),
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

    // The server answers again (the sandbox catalogue's answer to Adele).
    serverAnswersAgain('profile/filled');
    onlineManager.setOnline(true);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    const results = await screen.findByRole('list', { name: 'Artists matching Adele' });
    expect(within(results).getByRole('button', { name: 'Add Adele' })).toBeInTheDocument();
  });
});
