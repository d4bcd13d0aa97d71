import type { Artist } from '@app/contract';
import { PROFILE_ARTISTS_MAX } from '@app/contract';
import { artistsNamed } from '@app/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { ArtistSearch } from './SpotifyArtistsScreenSearch';
import type { ArtistSearchView } from './SpotifyArtistsScreenSearch';

// The artist search of profile/edit/spotify on its own: each state of a search.

const mobile = { viewport: { value: 'mobile', isRotated: false } } as const;
const found = artistsNamed('Adele', 'Beyoncé', 'Coldplay', 'Dua Lipa') as Artist[];
const ready: ArtistSearchView = {
  query: 'a',
  status: 'ready',
  items: found,
  page: 1,
  pageCount: 3,
  total: 30,
};

const meta = {
  title: 'Screens/SpotifyArtistsScreen/ArtistSearch',
  component: ArtistSearch,
  args: {
    search: ready,
    full: false,
    maxArtists: PROFILE_ARTISTS_MAX,
    chosenIds: new Set([found[1]!.id]),
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
    await expect(canvas.getByRole('status')).toHaveTextContent('30 artists match “a”');
    await userEvent.click(canvas.getByRole('button', { name: 'Add Adele' }));
    await expect(args.onAdd).toHaveBeenCalledWith(found[0]);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Beyoncé' }));
    await expect(args.onRemove).toHaveBeenCalledWith(found[1]);
  },
};

/** The chosen list is full: Add is disabled and the reason is said. */
export const Full: Story = {
  args: { full: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Add Adele' })).toBeDisabled();
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
  args: { search: { ...ready, query: 'zzz', items: [], pageCount: 0, total: 0 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('No artists match “zzz”');
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
