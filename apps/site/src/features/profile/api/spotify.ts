// The Spotify calls: GET /api/user/spotify (connected? and the chosen artists), GET /api/user/spotify/artists (search,
// 12 a page), PUT /api/user/spotify/my-artists (the chosen artists, in order), POST /api/user/spotify/auth (the
// authorize URL, null when the catalogue needs no sign-in) and POST /api/user/spotify/connect (Spotify's redirect
// back: code and state). A refusal for want of a connection (409 spotify_not_connected) refetches the status, so
// the page shows "Connect Spotify".
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { ArtistSearchPage, SpotifyStatus } from '@app/contract';
import { spotifyErrorCodes } from '@app/contract';
import { ApiError } from '@app/client';
import { http } from '../../../lib/client';
import { queryKeys } from '../../../lib/query-keys';
import { refreshOwnViews } from './own-views';

export const getSpotifyStatus = async (): Promise<SpotifyStatus> => (await http.call('getSpotify')).data;

export const spotifyStatusQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.spotify.status(), queryFn: getSpotifyStatus, staleTime: Infinity });

export const useSpotifyStatus = () => useQuery(spotifyStatusQueryOptions());

export const searchArtists = async (q: string, page: number): Promise<ArtistSearchPage['data']> =>
  (await http.call('searchArtists', { query: { q, page } })).data;

export const artistSearchQueryOptions = (q: string, page: number) =>
  queryOptions({ queryKey: queryKeys.spotify.search(q, page), queryFn: () => searchArtists(q, page) });

/**
 * A search page; nothing is asked while `q` is empty. The previous page of the same words stays shown while the next
 * one loads; another search's answer never stands in (its "no artists match" would answer these words). Sent even
 * when the browser says it is offline: the search then fails at once, with a retry, instead of waiting unseen.
 */
export const useArtistSearch = (q: string, page: number) =>
  useQuery({
    ...artistSearchQueryOptions(q, page),
    enabled: q !== '',
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2]?.q === q ? keepPreviousData(previous) : undefined,
    networkMode: 'always',
  });

export const isNotConnected = (error: unknown) =>
  error instanceof ApiError && error.code === spotifyErrorCodes.notConnected;

/** The server says the member must connect (again): ask for the status, which then says `connected: false`. */
export const recheckConnection = (queryClient: QueryClient, error: unknown) =>
  isNotConnected(error)
    ? queryClient.invalidateQueries({ queryKey: queryKeys.spotify.status() })
    : Promise.resolve();

export const saveArtists = async (artistIds: readonly string[]) =>
  (await http.call('saveArtists', { body: { artistIds: [...artistIds] } })).data.artists;

export function useSaveArtists() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveArtists,
    onSuccess: async (artists) => {
      queryClient.setQueryData(queryKeys.spotify.status(), (status: SpotifyStatus | undefined) =>
        status ? { ...status, artists } : status,
      );
      await refreshOwnViews(queryClient);
    },
    onError: (error) => recheckConnection(queryClient, error),
  });
}

export const startSpotifyAuth = async (): Promise<string | null> =>
  (await http.call('startSpotifyAuth', { body: {} })).data.authorizeUrl;

export const useStartSpotifyAuth = () => useMutation({ mutationFn: startSpotifyAuth });

export const connectSpotify = async (code: string, state: string): Promise<SpotifyStatus> =>
  (await http.call('connectSpotify', { body: { code, state } })).data;

export function useConnectSpotify() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ code, state }: { code: string; state: string }) => connectSpotify(code, state),
    onSuccess: (status) => queryClient.setQueryData(queryKeys.spotify.status(), status),
  });
}
