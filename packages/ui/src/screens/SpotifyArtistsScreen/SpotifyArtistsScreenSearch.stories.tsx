import type { Artist, ArtistSearchPage } from '@app/contract';
import { PROFILE_ARTISTS_MAX } from '@app/contract';
import { recordedAnswer } from '@app/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ArtistSearch, artistSearchResults } from './SpotifyArtistsScreenSearch';

// The artist search of profile/edit/spotify on its own: each state of a search, with what the server answered.

const mobile = { viewport: { value: 'mobile', isRotated: false } } as const;

/** A recorded search answer as the screen shows it (as the site's Spotify page builds it). */
const shown = (query: string, { data }: ArtistSearchPage) => artistSearchResults(query, data);

/** profile/spotify-searches searched “li”, “a” (pages 1 and 2), “s” and “zzzz”, in that order. */
const ready = shown('a', recordedAnswer('profile/spotify-searches', 'searchArtists', { nth: 1 }));
const noMatch = shown('zzzz', recordedAnswer('profile/spotify-searches', 'searchArtists', { nth: 4 }));
const [firstFound, secondFound] = ready.items as [Artist, Artist];

const meta = {
  title: 'Screens/SpotifyArtistsScreen/ArtistSearch',
  component: ArtistSearch,
  args: {
    search: ready,
    full: false,
    maxArtists: PROFILE_ARTISTS_MAX,
    chosenIds: new Set([secondFound.id]),
    onSearch: fn(),
    onRetrySearch: fn(),
    onAdd: fn(),
    onRemove: fn(),
  },
} satisfies Meta<typeof ArtistSearch>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A page of results: a chosen artist can be removed, the others added; the pages follow. */
export const Results: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(`${ready.total} artists match “a”`);
    await userEvent.click(canvas.getByRole('button', { name: `Add ${firstFound.name}` }));
    await expect(args.onAdd).toHaveBeenCalledWith(firstFound);
    await userEvent.click(canvas.getByRole('button', { name: `Remove ${secondFound.name}` }));
    await expect(args.onRemove).toHaveBeenCalledWith(secondFound);
  },
};

/** The chosen list is full: Add is disabled and the reason is said. */
export const Full: Story = {
  args: { full: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: `Add ${firstFound.name}` })).toBeDisabled();
    await expect(canvas.getByText(/the most a profile shows/)).toBeVisible();
  },
};

/** Before the first search: an empty box that asks for a name when sent empty. */
export const Idle: Story = {
  args: { search: { query: '', status: 'idle', items: [], page: 1, pageCount: 0, total: 0 } },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(canvas.getByText('Type an artist name')).toBeVisible();
    await expect(args.onSearch).not.toHaveBeenCalled();
  },
};

export const Searching: Story = {
  args: { search: { ...ready, status: 'loading', items: [] } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Searching artists')).toBeInTheDocument();
  },
};

export const NoMatch: Story = {
  args: { search: noMatch },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('No artists match “zzzz”');
  },
};

export const SearchFailed: Story = {
  args: { search: { ...ready, status: 'error', items: [], error: 'Spotify did not answer.' } },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText('Spotify did not answer.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /try again/i }));
    await expect(args.onRetrySearch).toHaveBeenCalled();
  },
};

export const ResultsMobile: Story = {
  globals: mobile,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('list', { name: 'Artists matching a' })).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(390);
  },
};
