import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Artist } from '@app/contract';
import { SpotifyArtistsScreen } from './SpotifyArtistsScreen';
import type { SpotifyArtistsScreenProps, SpotifySaveOutcome } from './SpotifyArtistsScreen';
import type { ArtistSearchView } from './SpotifyArtistsScreenSearch';

const artist = (n: number, name = `Artist ${n}`): Artist => ({
  id: `artist${String(n).padStart(16, '0')}`,
  name,
  imageUrl: null,
  genres: ['pop'],
});
const idle: ArtistSearchView = { query: '', status: 'idle', items: [], page: 1, pageCount: 0, total: 0 };

function setup(overrides: Partial<SpotifyArtistsScreenProps> = {}) {
  const props: SpotifyArtistsScreenProps = {
    status: 'ready',
    title: 'Favourite artists',
    connected: true,
    savedArtists: [artist(1, 'Adele'), artist(2, 'Beyoncé')],
    maxArtists: 3,
    search: idle,
    onSearch: vi.fn(),
    onSave: vi.fn(async (): Promise<SpotifySaveOutcome> => ({ ok: true })),
    onConnect: vi.fn(),
    onDirtyChange: vi.fn(),
    ...overrides,
  };
  return { ...render(<SpotifyArtistsScreen {...props} />), props };
}

const chosenNames = () =>
  within(screen.getByRole('list', { name: 'Your artists, in order' }))
    .getAllByRole('listitem')
    .map((row) => row.textContent);

describe('SpotifyArtistsScreen', () => {
  it('searches what was typed, trimmed, from page 1; an empty box asks for a name', async () => {
    const { props } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('searchbox', { name: 'Artist name' })).toHaveAccessibleDescription(
      /Type an artist name/,
    );
    expect(props.onSearch).not.toHaveBeenCalled();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Artist name' }), '  cold  {Enter}');
    expect(props.onSearch).toHaveBeenCalledWith('cold', 1);
  });

  it('adds a result to the end of the list and saves the list in order', async () => {
    const { props } = setup({
      search: {
        ...idle,
        query: 'c',
        status: 'ready',
        items: [artist(2, 'Beyoncé'), artist(3, 'Coldplay')],
        total: 2,
        pageCount: 1,
      },
    });
    const results = within(screen.getByRole('list', { name: 'Artists matching c' }));
    expect(results.getByRole('button', { name: 'Remove Beyoncé' })).toBeInTheDocument();
    await userEvent.click(results.getByRole('button', { name: 'Add Coldplay' }));
    expect(chosenNames()[2]).toContain('Coldplay');
    expect(screen.getByRole('heading', { name: 'Your artists (3 of 3)' })).toBeInTheDocument();
    expect(props.onDirtyChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(screen.getByRole('button', { name: 'Save artists' }));
    expect(props.onSave).toHaveBeenCalledWith([
      artist(1, 'Adele'),
      artist(2, 'Beyoncé'),
      artist(3, 'Coldplay'),
    ]);
  });

  it('stops adding at the limit', () => {
    setup({
      savedArtists: [artist(1), artist(2), artist(3)],
      search: { ...idle, query: 'x', status: 'ready', items: [artist(4, 'Extra')], total: 1, pageCount: 1 },
    });
    expect(screen.getByRole('button', { name: 'Add Extra' })).toBeDisabled();
    expect(screen.getByText(/the most a profile shows/)).toBeInTheDocument();
  });

  it('moves an artist up and down, keeping focus on it', async () => {
    const { props } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Move Beyoncé up' }));
    expect(screen.getByRole('button', { name: 'Move Beyoncé up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Beyoncé down' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Save artists' }));
    expect(props.onSave).toHaveBeenCalledWith([artist(2, 'Beyoncé'), artist(1, 'Adele')]);
  });

  it('keeps the choices when saving fails, and saves them on "Try again"', async () => {
    const onSave = vi
      .fn<SpotifyArtistsScreenProps['onSave']>()
      .mockResolvedValueOnce({ ok: false, error: 'No connection.' })
      .mockResolvedValueOnce({ ok: true });
    setup({ onSave });
    await userEvent.click(screen.getByRole('button', { name: 'Remove Adele' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save artists' }));
    const failure = screen.getByRole('region', { name: "Your artists weren't saved" });
    expect(failure).toHaveTextContent('No connection. Your choices are still here.');
    expect(chosenNames()).toHaveLength(1);
    await userEvent.click(within(failure).getByRole('button', { name: 'Try again' }));
    expect(onSave).toHaveBeenLastCalledWith([artist(2, 'Beyoncé')]);
    expect(screen.queryByRole('region', { name: "Your artists weren't saved" })).toBeNull();
  });

  it('offers "Connect Spotify" instead of search when not connected', async () => {
    const { props } = setup({ connected: false });
    expect(screen.queryByRole('search')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Connect Spotify' }));
    expect(props.onConnect).toHaveBeenCalled();
  });

  it('says when nothing matches, and offers a retry when search fails', async () => {
    const onRetrySearch = vi.fn();
    const { rerender, props } = setup({ search: { ...idle, query: 'qq', status: 'ready' } });
    expect(screen.getByText(/No artists match “qq”/)).toBeInTheDocument();
    rerender(
      <SpotifyArtistsScreen
        {...props}
        search={{ ...idle, query: 'qq', status: 'error', error: 'Spotify is down.' }}
        onRetrySearch={onRetrySearch}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Spotify is down.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetrySearch).toHaveBeenCalled();
  });

  it('shows initials for an artist without a picture', () => {
    setup({ savedArtists: [artist(1, 'Nina Simone')] });
    const row = within(screen.getByRole('list', { name: 'Your artists, in order' })).getByRole('listitem');
    expect(row).toHaveTextContent('NS');
  });
});
