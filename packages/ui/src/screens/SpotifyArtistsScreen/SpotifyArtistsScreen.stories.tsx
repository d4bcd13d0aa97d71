import type { Artist, ArtistSearchPage } from '@app/contract';
import { PROFILE_ARTISTS_MAX, SPOTIFY_ARTISTS_PER_PAGE } from '@app/contract';
import { recordedAnswer } from '@app/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { brokenImageSrc, samplePortraits } from '../../assets/portraits';
import { failingOnce, loadFailedStory } from '../../internal/editorStories';
import { SpotifyArtistsScreen } from './SpotifyArtistsScreen';
import type { SpotifyArtistsScreenProps, SpotifySaveOutcome } from './SpotifyArtistsScreen';
import { artistSearchResults } from './SpotifyArtistsScreenSearch';
import type { ArtistSearchView } from './SpotifyArtistsScreenSearch';

// Artists and searches as the server answered them (the sandbox catalogue). Pictures shipped with the repo stand in
// for the photos Spotify's own catalogue would give (nothing loads from the internet); the sandbox has none, so most
// rows show initials.
const withPicture = (artist: Artist, src: string): Artist => ({ ...artist, imageUrl: src });
/** The free member's three artists. */
const [first, second, third] = recordedAnswer('profile/spotify-searches', 'getSpotify').data.artists as [
  Artist,
  Artist,
  Artist,
];
const saved = [withPicture(first, samplePortraits.anna), second, withPicture(third, samplePortraits.ben)];
/** Twelve artists (the first page of “a”): the most a profile shows. */
const full = recordedAnswer('profile/spotify-full', 'getSpotify').data.artists;
/** The free member's artists once every list is at its longest: the longest names of the catalogue. */
const longest = recordedAnswer('profile/long-text', 'getSpotify').data.artists;

const idle: ArtistSearchView = { query: '', status: 'idle', items: [], page: 1, pageCount: 0, total: 0 };

/** A recorded search answer as the screen shows it (as the site's Spotify page builds it). */
const shown = (query: string, { data }: ArtistSearchPage) => artistSearchResults(query, data);

/** The searches profile/spotify-searches made, in its order (`nth` of its recorded searchArtists answers). */
const recordedSearches = ['li 1', 'a 1', 'a 2', 's 1', 'zzzz 1'];

/** The server's answer to a search of the stories; one it was never asked stays loading (no made-up answer). */
const searchPage = (query: string, page: number): ArtistSearchView => {
  const nth = recordedSearches.indexOf(`${query} ${page}`);
  if (nth < 0) return { ...idle, query, page, status: 'loading' };
  return shown(query, recordedAnswer('profile/spotify-searches', 'searchArtists', { nth }));
};

/**
 * Searches and saves the way the site does: the story's spies are called first; a save spy that returns a failure
 * (or a promise that never ends) decides, otherwise the save succeeds. Searches get what the server answered.
 */
function StatefulSpotify(args: SpotifyArtistsScreenProps) {
  const [savedArtists, setSavedArtists] = useState(args.savedArtists);
  const [search, setSearch] = useState(args.search);
  const onSearch = (query: string, page: number) => {
    args.onSearch(query, page);
    setSearch(searchPage(query, page));
  };
  const onSave = async (artists: readonly Artist[]): Promise<SpotifySaveOutcome> => {
    const scripted = (await args.onSave(artists)) as SpotifySaveOutcome | undefined;
    if (scripted && !scripted.ok) return scripted;
    setSavedArtists(artists);
    return { ok: true };
  };
  return (
    <SpotifyArtistsScreen
      {...args}
      savedArtists={savedArtists}
      search={search}
      onSearch={onSearch}
      onSave={onSave}
    />
  );
}

const meta = {
  title: 'Screens/SpotifyArtistsScreen',
  component: SpotifyArtistsScreen,
  args: {
    status: 'ready',
    title: 'Favourite artists',
    connected: true,
    savedArtists: saved,
    maxArtists: PROFILE_ARTISTS_MAX,
    search: idle,
    onSearch: fn(),
    onRetrySearch: fn(),
    onSave: fn(),
    onConnect: fn(),
    onDirtyChange: fn(),
    onRetry: fn(),
    backHref: '/profile/edit',
  },
  render: (args) => <StatefulSpotify {...args} />,
} satisfies Meta<typeof SpotifyArtistsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

const chosenList = (canvas: ReturnType<typeof within>) =>
  canvas.getByRole('list', { name: 'Your artists, in order' });
const namesIn = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((row) => row.textContent ?? '');

/** Search, add an artist from the results, then save: the profile's list, in order. */
export const SearchAddAndSave: Story = {
  play: async ({ canvas, userEvent, args, step }) => {
    await step('search', async () => {
      await userEvent.type(canvas.getByRole('searchbox', { name: 'Artist name' }), 'li');
      await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
      await expect(args.onSearch).toHaveBeenCalledWith('li', 1);
    });
    const results = canvas.getByRole('list', { name: 'Artists matching li' });
    await userEvent.click(within(results).getByRole('button', { name: 'Add Dua Lipa' }));
    await expect(
      canvas.getByRole('heading', { name: `Your artists (4 of ${PROFILE_ARTISTS_MAX})` }),
    ).toBeVisible();
    await expect(canvas.getByText('You have unsaved changes.')).toBeVisible();
    await expect(args.onDirtyChange).toHaveBeenLastCalledWith(true);
    await expect(within(results).getByRole('button', { name: 'Remove Dua Lipa' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save artists' }));
    await expect(args.onSave).toHaveBeenCalledWith([...saved, expect.objectContaining({ name: 'Dua Lipa' })]);
    await expect(canvas.queryByText('You have unsaved changes.')).toBeNull();
    await expect(args.onDirtyChange).toHaveBeenLastCalledWith(false);
  },
};

/** Results come 12 a page; the pagination asks for the next page of the same search. */
export const Results: Story = {
  args: { search: searchPage('a', 1) },
  play: async ({ canvas, userEvent, args }) => {
    const results = canvas.getByRole('list', { name: 'Artists matching a' });
    await expect(within(results).getAllByRole('listitem')).toHaveLength(SPOTIFY_ARTISTS_PER_PAGE);
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onSearch).toHaveBeenCalledWith('a', 2);
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeEnabled();
  },
};

/** Move and remove with the keyboard; focus stays on the moved artist. Nothing is saved until "Save artists". */
export const Reorder: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: `Move ${second.name} up` }));
    await expect(namesIn(chosenList(canvas))[0]).toContain(second.name);
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: `Move ${second.name} down` })).toHaveFocus(),
    );
    await userEvent.click(canvas.getByRole('button', { name: `Remove ${third.name}` }));
    await expect(namesIn(chosenList(canvas))).toHaveLength(2);
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Save artists' }));
    await expect(args.onSave).toHaveBeenCalledWith([second, saved[0]]);
  },
};

/** "Undo changes" puts the saved list back. */
export const UndoChanges: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: `Remove ${first.name}` }));
    await userEvent.click(canvas.getByRole('button', { name: 'Undo changes' }));
    await expect(namesIn(chosenList(canvas))).toHaveLength(3);
    await expect(canvas.getByRole('button', { name: 'Save artists' })).toBeDisabled();
  },
};

/** An empty search box: the message beside it, no search. */
export const EmptySearch: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(canvas.getByRole('searchbox', { name: 'Artist name' })).toHaveAccessibleDescription(
      /Type an artist name/,
    );
    await expect(args.onSearch).not.toHaveBeenCalled();
  },
};

export const Searching: Story = {
  args: { search: { ...idle, query: 'taylor', status: 'loading' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Searching artists')).toBeInTheDocument();
  },
};

export const NoResults: Story = {
  args: { search: searchPage('zzzz', 1) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/No artists match “zzzz”/)).toBeVisible();
  },
};

export const SearchError: Story = {
  args: {
    search: { ...idle, query: 'taylor', status: 'error', error: 'Spotify is not answering right now.' },
  },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Spotify is not answering right now.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetrySearch).toHaveBeenCalledTimes(1);
  },
};

/** Twelve chosen: "Add" is off until one is removed. */
export const LimitReached: Story = {
  args: { savedArtists: full, search: shown('e', recordedAnswer('profile/spotify-full', 'searchArtists')) },
  play: async ({ canvas, userEvent }) => {
    await expect(
      canvas.getByText(
        `You chose ${PROFILE_ARTISTS_MAX} artists, the most a profile shows. Remove one to add another.`,
      ),
    ).toBeVisible();
    const results = canvas.getByRole('list', { name: 'Artists matching e' });
    const add = within(results).getAllByRole('button', { name: /^Add / });
    for (const button of add) await expect(button).toBeDisabled();
    await userEvent.click(
      within(chosenList(canvas)).getByRole('button', { name: `Remove ${full[0]!.name}` }),
    );
    await expect(add[0]).toBeEnabled();
  },
};

const failingSave = failingOnce<SpotifySaveOutcome>(
  { ok: false, error: 'Check your connection and try again.' },
  { ok: true },
);

/** Saving failed: the choices stay and "Try again" saves them. */
export const SaveErrorThenRetry: Story = {
  args: { onSave: failingSave.save },
  beforeEach: failingSave.beforeEach,
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: `Remove ${first.name}` }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save artists' }));
    const failure = await canvas.findByRole('region', { name: "Your artists weren't saved" });
    await expect(namesIn(chosenList(canvas))).toHaveLength(2);
    await userEvent.click(within(failure).getByRole('button', { name: 'Try again' }));
    await expect(args.onSave).toHaveBeenCalledTimes(2);
    await expect(canvas.queryByRole('region', { name: "Your artists weren't saved" })).toBeNull();
  },
};

export const Saving: Story = {
  args: { onSave: fn(() => new Promise<SpotifySaveOutcome>(() => undefined)) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: `Remove ${first.name}` }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save artists' }));
    await expect(canvas.getByRole('button', { name: 'Save artists' })).toHaveAttribute('aria-busy', 'true');
  },
};

/** The real Spotify API needs the member's account: search waits behind "Connect Spotify". */
export const NotConnected: Story = {
  args: { connected: false },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.queryByRole('search')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Connect Spotify' }));
    await expect(args.onConnect).toHaveBeenCalledTimes(1);
  },
};

export const Connecting: Story = {
  args: { connected: false, connecting: true, savedArtists: [] },
};

export const ConnectFailed: Story = {
  args: {
    connected: false,
    connectError: 'Spotify did not confirm the connection. Try again.',
    savedArtists: [],
  },
};

/** No artists yet. */
export const Empty: Story = {
  args: { savedArtists: recordedAnswer('profile/empty', 'getSpotify').data.artists },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/No artists yet/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save artists' })).toBeDisabled();
  },
};

/** No picture, or one that fails to load: initials instead. Long names wrap. */
export const ImageFallbackAndLongNames: Story = {
  args: {
    savedArtists: [withPicture(longest[0]!, brokenImageSrc), ...longest.slice(1, 4)],
    search: searchPage('s', 1),
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Loading your artists')).toBeInTheDocument();
  },
};

export const LoadError: Story = loadFailedStory();

/** 390 px with a page of results. */
export const Mobile: Story = {
  args: { search: searchPage('a', 1) },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
