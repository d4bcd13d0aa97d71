// The artist search of profile/edit/spotify: the search box, a page of results with Add and Remove, and how an
// artist shows in a row (also in the chosen list).
import { formatCount, SPOTIFY_ARTISTS_PER_PAGE, SPOTIFY_SEARCH_PAGES_MAX } from '@app/contract';
import type { Artist, ArtistSearchPage } from '@app/contract';
import { useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { Avatar } from '../../components/Avatar';
import { Button } from '../../components/Button';
import { ErrorState } from '../../components/ErrorState';
import { Pagination } from '../../components/Pagination';
import { Stack } from '../../components/Stack';
import { Text } from '../../components/Text';
import { TextField } from '../../components/TextField';
import { RowsSkeleton } from '../../internal/EditorLoadState';
import { Genres, Name, Results, Row, SearchForm } from './SpotifyArtistsScreen.styles';

/** One page of an artist search, as the site holds it. */
export interface ArtistSearchView {
  /** The words searched for ('' before the first search). */
  query: string;
  status: 'idle' | 'loading' | 'error' | 'ready';
  items: readonly Artist[];
  /** 1-based. */
  page: number;
  pageCount: number;
  total: number;
  /** Why the search failed (status 'error'). */
  error?: string;
}

/** The view of a search the server answered: its page of artists, and how many pages Spotify lets it reach. */
export const artistSearchResults = (
  query: string,
  { items, page, total }: ArtistSearchPage['data'],
): ArtistSearchView => ({
  query,
  status: 'ready',
  items,
  page,
  pageCount: Math.min(Math.ceil(total / SPOTIFY_ARTISTS_PER_PAGE), SPOTIFY_SEARCH_PAGES_MAX),
  total,
});

/** The picture is decoration: the name beside it is the text. Initials stand in when there is no picture. */
export function ArtistPicture({ artist }: { artist: Artist }) {
  return (
    <span aria-hidden="true">
      <Avatar name={artist.name} src={artist.imageUrl} size="md" />
    </span>
  );
}

export function ArtistText({ artist }: { artist: Artist }) {
  return (
    <span style={{ minWidth: 0 }}>
      <Name>{artist.name}</Name>
      {artist.genres.length > 0 && <Genres>{artist.genres.slice(0, 3).join(', ')}</Genres>}
    </span>
  );
}

interface ArtistSearchProps {
  search: ArtistSearchView;
  full: boolean;
  maxArtists: number;
  chosenIds: ReadonlySet<string>;
  onSearch: (query: string, page: number) => void;
  onRetrySearch?: () => void;
  onAdd: (artist: Artist) => void;
  onRemove: (artist: Artist) => void;
}

export function ArtistSearch({
  search,
  full,
  maxArtists,
  chosenIds,
  onSearch,
  onRetrySearch,
  onAdd,
  onRemove,
}: ArtistSearchProps) {
  const [typed, setTyped] = useState(search.query);
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = typed.trim();
    if (!query) {
      setError('Type an artist name');
      return;
    }
    setError(undefined);
    onSearch(query, 1);
  };

  let results: ReactNode = null;
  if (search.status === 'loading') results = <RowsSkeleton label="Searching artists" count={4} height={58} />;
  else if (search.status === 'error')
    results = (
      <ErrorState
        title="Search didn't work"
        message={search.error ?? 'Check your connection and try again.'}
        onRetry={onRetrySearch}
      />
    );
  else if (search.status === 'ready' && search.items.length === 0)
    results = (
      <Text role="status" tone="muted">
        No artists match “{search.query}”. Check the spelling or try another name.
      </Text>
    );
  else if (search.status === 'ready')
    results = (
      <Stack gap={3}>
        <Text role="status" size="sm" tone="muted">
          {formatCount(search.total)} {search.total === 1 ? 'artist matches' : 'artists match'} “
          {search.query}”
        </Text>
        {full && (
          <Text size="sm">
            You chose {maxArtists} artists, the most a profile shows. Remove one to add another.
          </Text>
        )}
        <Results aria-label={`Artists matching ${search.query}`}>
          {search.items.map((artist) => {
            const chosen = chosenIds.has(artist.id);
            return (
              <Row key={artist.id} data-chosen={chosen ? '' : undefined}>
                <ArtistPicture artist={artist} />
                <ArtistText artist={artist} />
                {chosen ? (
                  <Button
                    size="sm"
                    variant="secondary"
                    leadingIcon="close"
                    aria-label={`Remove ${artist.name}`}
                    onClick={() => onRemove(artist)}
                  >
                    Remove
                  </Button>
                ) : (
                  <Button
                    size="sm"
                    variant="secondary"
                    leadingIcon="plus"
                    aria-label={`Add ${artist.name}`}
                    disabled={full}
                    onClick={() => onAdd(artist)}
                  >
                    Add
                  </Button>
                )}
              </Row>
            );
          })}
        </Results>
        <Pagination
          label="Search result pages"
          page={search.page}
          pageCount={search.pageCount}
          onPageChange={(page) => onSearch(search.query, page)}
        />
      </Stack>
    );

  return (
    <Stack gap={4}>
      <SearchForm role="search" noValidate onSubmit={submit}>
        <TextField
          label="Artist name"
          labelHidden
          type="search"
          placeholder="Search artists"
          value={typed}
          onChange={(event) => {
            setTyped(event.target.value);
            if (error) setError(undefined);
          }}
          error={error}
        />
        <Button type="submit" leadingIcon="search">
          Search
        </Button>
      </SearchForm>
      {results}
    </Stack>
  );
}
