// profile/edit/spotify: the artists the member's profile shows. Search asks the server (the offline sandbox
// catalogue by default, Spotify's API when configured), 12 a page; the chosen list is saved with one button, and
// leaving with unsaved changes asks first. With the real API a member connects first: "Connect Spotify" sends the
// browser to Spotify, whose redirect comes back here with ?code=…&state=… (or ?error=…), finished by the server.
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { PROFILE_ARTISTS_MAX, profileSectionTitles } from '@app/contract';
import { ApiError, memberErrorMessage } from '@app/client';
import type { ArtistSearchView, SpotifySaveOutcome } from '@app/ui';
import { artistSearchResults, SpotifyArtistsScreen } from '@app/ui';
import { paths } from '../../config/paths';
import {
  recheckConnection,
  useArtistSearch,
  useConnectSpotify,
  useSaveArtists,
  useSpotifyStatus,
  useStartSpotifyAuth,
} from '../../features/profile/api/spotify';
import { useUnsavedChangesPrompt } from '../../features/profile/unsaved-changes';

const messageOf = (error: unknown) => memberErrorMessage(error);

const DECLINED = 'Spotify was not connected: the sign-in was cancelled. Try again when you are ready.';

/** The server's words for a refused search (Spotify unavailable); otherwise the screen's own copy about the connection. */
const searchErrorOf = (error: unknown) =>
  error instanceof ApiError && error.code !== undefined ? error.message : undefined;

/** Finishes Spotify's redirect once (?code&state, or ?error&state), then takes those parameters out of the URL. */
function useSpotifyRedirect() {
  const [params, setParams] = useSearchParams();
  const connect = useConnectSpotify();
  const handled = useRef<string | null>(null);
  const code = params.get('code');
  const state = params.get('state');
  const error = params.get('error');
  // Read once, from the URL the page opened with: the parameters are gone after the clean-up below.
  const [declined] = useState(() => Boolean(state && error && !code));

  useEffect(() => {
    if (!state || (!code && !error) || handled.current === state) return;
    handled.current = state;
    // A code works once: a reload or Back must not send it again.
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const key of ['code', 'state', 'error']) next.delete(key);
        return next;
      },
      { replace: true },
    );
    if (code) connect.mutate({ code, state });
  }, [code, state, error, setParams, connect]);

  return { connect, declined };
}

export default function SpotifyPage() {
  const queryClient = useQueryClient();
  const status = useSpotifyStatus();
  const { connect, declined } = useSpotifyRedirect();
  const auth = useStartSpotifyAuth();
  const save = useSaveArtists();
  const [search, setSearch] = useState({ q: '', page: 1 });
  const results = useArtistSearch(search.q, search.page);
  const [dirty, setDirty] = useState(false);
  const prompt = useUnsavedChangesPrompt(dirty);

  useEffect(() => {
    if (results.error) void recheckConnection(queryClient, results.error);
  }, [results.error, queryClient]);

  const onConnect = async () => {
    try {
      const authorizeUrl = await auth.mutateAsync();
      if (authorizeUrl === null) {
        // The catalogue needs no sign-in: the status says connected.
        await status.refetch();
        return;
      }
      window.location.assign(authorizeUrl);
    } catch {
      // auth.error is shown.
    }
  };

  const onSave = async (artists: readonly { id: string }[]): Promise<SpotifySaveOutcome> => {
    try {
      await save.mutateAsync(artists.map((artist) => artist.id));
      return { ok: true };
    } catch (error) {
      return { ok: false, error: messageOf(error) };
    }
  };

  const data = results.data;
  // A failed search says so, even over an earlier answer to the same words: what it found then is not this answer.
  const view: ArtistSearchView =
    search.q === ''
      ? { query: '', status: 'idle', items: [], page: 1, pageCount: 0, total: 0 }
      : data && !results.isError
        ? artistSearchResults(search.q, data)
        : {
            query: search.q,
            status: results.isError ? 'error' : 'loading',
            items: [],
            page: search.page,
            pageCount: 0,
            total: 0,
            error: results.isError ? searchErrorOf(results.error) : undefined,
          };
  const connectError = connect.error ?? auth.error;

  return (
    <>
      <SpotifyArtistsScreen
        status={status.data ? 'ready' : status.isError ? 'error' : 'loading'}
        title={profileSectionTitles.spotify}
        connected={status.data?.connected ?? false}
        savedArtists={status.data?.artists ?? []}
        maxArtists={PROFILE_ARTISTS_MAX}
        search={view}
        onSearch={(q, page) => setSearch({ q, page })}
        onRetrySearch={() => void results.refetch()}
        onSave={onSave}
        onConnect={() => void onConnect()}
        connecting={connect.isPending || auth.isPending}
        connectError={connectError ? messageOf(connectError) : declined ? DECLINED : undefined}
        onDirtyChange={setDirty}
        onRetry={() => status.refetch()}
        backHref={paths.profileEdit.href()}
      />
      {prompt}
    </>
  );
}
