import type { Artist } from '@app/contract';
import { useEffect, useId, useRef, useState } from 'react';
import { Banner } from '../../components/Banner';
import { Button } from '../../components/Button';
import { Cluster } from '../../components/Cluster';
import { Heading } from '../../components/Heading';
import { IconButton } from '../../components/IconButton';
import { Stack } from '../../components/Stack';
import { Text } from '../../components/Text';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { EditorHeader, EditorLoadState, RowsSkeleton } from '../../internal/EditorLoadState';
import { MoveUp, Page, Panel, Position, Row, RowActions, Rows } from './SpotifyArtistsScreen.styles';
import type { ArtistSearchView } from './SpotifyArtistsScreenSearch';
import { ArtistPicture, ArtistSearch, ArtistText } from './SpotifyArtistsScreenSearch';

export type SpotifySaveOutcome = { ok: true } | { ok: false; error: string };

export interface SpotifyArtistsScreenProps {
  status: 'loading' | 'error' | 'ready';
  /** The page title (the section's title). */
  title: string;
  /** Searching works: always with the built-in catalogue; with Spotify after the member connects. */
  connected: boolean;
  /** The artists saved on the profile, in order. */
  savedArtists: readonly Artist[];
  /** The most artists a profile shows. */
  maxArtists: number;
  search: ArtistSearchView;
  /** A new search (page 1) or another page of the same one. */
  onSearch: (query: string, page: number) => void;
  onRetrySearch?: () => void;
  /** Saves the chosen artists in their order; the draft stays on a failure. */
  onSave: (artists: readonly Artist[]) => Promise<SpotifySaveOutcome>;
  /** Starts connecting Spotify (the site sends the browser to Spotify). */
  onConnect?: () => void;
  /** Connecting is under way (the authorize URL is coming, or Spotify's redirect is being finished). */
  connecting?: boolean;
  /** Connecting failed. */
  connectError?: string;
  /** Tells the page whether there are unsaved changes (to ask before leaving). */
  onDirtyChange?: (dirty: boolean) => void;
  /** Loading the page failed: try again. */
  onRetry?: () => void | Promise<unknown>;
  /** Where "← Your profile" leads (the profile editor). */
  backHref?: string;
}

const sameOrder = (a: readonly Artist[], b: readonly Artist[]) =>
  a.length === b.length && a.every((artist, index) => artist.id === b[index]?.id);

/**
 * profile/edit/spotify: the artists a profile shows. The chosen list (in order, up to `maxArtists`) can be
 * reordered and trimmed, and is saved with one button; search results come 12 a page and add to it. Without a
 * Spotify connection (only when the real Spotify API is configured) search is replaced by "Connect Spotify".
 */
export function SpotifyArtistsScreen(props: SpotifyArtistsScreenProps) {
  const { status, title, backHref } = props;
  return (
    <Page>
      <Stack gap={6}>
        <EditorHeader
          backHref={backHref}
          title={title}
          intro={`Pick up to ${props.maxArtists} artists you love. Your profile shows them in this order.`}
        />
        <EditorLoadState
          status={status}
          what="artists"
          skeleton={<RowsSkeleton label="Loading your artists" count={3} height={58} />}
          onRetry={props.onRetry}
        />
        {status === 'ready' && <ArtistsEditor {...props} />}
      </Stack>
    </Page>
  );
}

function ArtistsEditor({
  connected,
  savedArtists,
  maxArtists,
  search,
  onSearch,
  onRetrySearch,
  onSave,
  onConnect,
  connecting = false,
  connectError,
  onDirtyChange,
}: SpotifyArtistsScreenProps) {
  const [draft, setDraft] = useState<readonly Artist[] | null>(null);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const chosen = draft ?? savedArtists;
  const dirty = draft !== null && !sameOrder(draft, savedArtists);
  const full = chosen.length >= maxArtists;
  const chosenIds = new Set(chosen.map((artist) => artist.id));
  const chosenHeadingId = useId();
  const searchHeadingId = useId();
  const chosenRef = useRef<HTMLOListElement>(null);
  const focusAfter = useRef<string | null>(null);

  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);
  useEffect(() => {
    const selector = focusAfter.current;
    if (!selector) return;
    focusAfter.current = null;
    chosenRef.current?.querySelector<HTMLElement>(selector)?.focus();
  });

  const change = (next: readonly Artist[], message: string) => {
    setDraft(next);
    setSaveError(null);
    setAnnouncement(message);
  };
  const add = (artist: Artist) => {
    if (full || chosenIds.has(artist.id)) return;
    change(
      [...chosen, artist],
      `${artist.name} added, ${chosen.length + 1} of ${maxArtists}. Not saved yet.`,
    );
  };
  const remove = (artist: Artist) =>
    change(
      chosen.filter((item) => item.id !== artist.id),
      `${artist.name} removed. Not saved yet.`,
    );
  const move = (index: number, by: -1 | 1) => {
    const target = index + by;
    const artist = chosen[index];
    if (!artist || target < 0 || target >= chosen.length) return;
    const next = [...chosen];
    next.splice(index, 1);
    next.splice(target, 0, artist);
    // Keep focus on the moved artist's button; at an end, on the other direction's.
    const edge = target === 0 || target === chosen.length - 1;
    const direction = by < 0 ? (edge ? 'down' : 'up') : edge ? 'up' : 'down';
    focusAfter.current = `[data-artist="${artist.id}"] [data-move="${direction}"]`;
    change(next, `${artist.name} moved to position ${target + 1}. Not saved yet.`);
  };

  const save = async () => {
    setSaving(true);
    setSaveError(null);
    const outcome = await onSave(chosen);
    setSaving(false);
    if (!outcome.ok) {
      setSaveError(outcome.error);
      return;
    }
    setDraft(null);
    setAnnouncement('Your artists are saved.');
  };

  return (
    <Stack gap={6}>
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
      <Stack as="section" gap={3} aria-labelledby={chosenHeadingId}>
        <Heading as="h2" size="lg" id={chosenHeadingId}>
          Your artists ({chosen.length} of {maxArtists})
        </Heading>
        {chosen.length === 0 ? (
          <Text tone="muted">No artists yet. Search for artists you love and add them here.</Text>
        ) : (
          <Rows ref={chosenRef} aria-label="Your artists, in order">
            {chosen.map((artist, index) => (
              <Row key={artist.id} data-artist={artist.id} data-chosen="">
                <Cluster gap={2} wrap={false}>
                  <Position aria-hidden="true">{index + 1}</Position>
                  <ArtistPicture artist={artist} />
                </Cluster>
                <ArtistText artist={artist} />
                <RowActions>
                  <MoveUp
                    icon="chevronDown"
                    size="sm"
                    variant="ghost"
                    aria-label={`Move ${artist.name} up`}
                    data-move="up"
                    disabled={index === 0 || saving}
                    onClick={() => move(index, -1)}
                  />
                  <IconButton
                    icon="chevronDown"
                    size="sm"
                    variant="ghost"
                    aria-label={`Move ${artist.name} down`}
                    data-move="down"
                    disabled={index === chosen.length - 1 || saving}
                    onClick={() => move(index, 1)}
                  />
                  <IconButton
                    icon="close"
                    size="sm"
                    variant="ghost"
                    aria-label={`Remove ${artist.name}`}
                    disabled={saving}
                    onClick={() => remove(artist)}
                  />
                </RowActions>
              </Row>
            ))}
          </Rows>
        )}
        {saveError && (
          <Banner
            tone="danger"
            headingAs="h3"
            title="Your artists weren't saved"
            action={{ label: 'Try again', onClick: () => void save() }}
          >
            {saveError} Your choices are still here.
          </Banner>
        )}
        <Cluster gap={3}>
          <Button onClick={() => void save()} loading={saving} disabled={!dirty && !saving}>
            Save artists
          </Button>
          {dirty && !saving && (
            <Button variant="ghost" onClick={() => change(savedArtists, 'Changes undone.')}>
              Undo changes
            </Button>
          )}
          {dirty && (
            <Text size="sm" tone="muted">
              You have unsaved changes.
            </Text>
          )}
        </Cluster>
      </Stack>

      <Stack as="section" gap={3} aria-labelledby={searchHeadingId}>
        <Heading as="h2" size="lg" id={searchHeadingId}>
          Find artists
        </Heading>
        {connected ? (
          <ArtistSearch
            search={search}
            full={full}
            maxArtists={maxArtists}
            chosenIds={chosenIds}
            onSearch={onSearch}
            onRetrySearch={onRetrySearch}
            onAdd={add}
            onRemove={remove}
          />
        ) : (
          <Panel>
            <Text weight="semibold">Connect Spotify to search its artists</Text>
            <Text tone="muted">
              We only read artist names and pictures. Your Spotify account and listening stay private.
            </Text>
            {connectError && (
              <Banner tone="danger" headingAs="h3" title="Spotify isn't connected">
                {connectError}
              </Banner>
            )}
            <Button onClick={onConnect} loading={connecting} disabled={!onConnect}>
              Connect Spotify
            </Button>
          </Panel>
        )}
      </Stack>
    </Stack>
  );
}
