// The member's photos: GET /api/user/photos, the upload (XMLHttpRequest, for its upload progress events), main,
// order, delete, and import from Facebook and Instagram. Every change answers the whole photos state, written straight
// into the cache; then the stored current profile is fetched again (its images, NbOfImages and profileMainImage
// changed) and every cache that holds members (cards, lists, search, profile views) is refetched, so the new main
// photo shows everywhere at once.
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { ImportProvider, OwnPhoto, PhotosState } from '@app/contract';
import { buildPath, uploadPhoto } from '@app/contract';
import {
  ApiError,
  NetworkError,
  readCookie,
  UnexpectedResponseError,
  XSRF_COOKIE,
  XSRF_HEADER,
} from '@app/client';
import { http, session } from '../../lib/client';
import { queryKeys } from '../../lib/query-keys';

export const photosQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.photos.state(),
    queryFn: async (): Promise<PhotosState> => (await http.call('getPhotos')).data,
  });

export const usePhotos = () => useQuery(photosQueryOptions());

/** After any change: the stored current profile and everything that shows this member's photo. */
export async function afterPhotoChange(queryClient: QueryClient, state: PhotosState): Promise<void> {
  queryClient.setQueryData(queryKeys.photos.state(), { photos: state.photos, limits: state.limits });
  const current = await session.refreshProfile().catch(() => null);
  if (current) queryClient.setQueryData(queryKeys.session.profile(), current);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.discovery.all }),
    queryClient.invalidateQueries({ queryKey: queryKeys.ownProfile.all }),
  ]);
}

/**
 * Sends one file as multipart/form-data (field from the contract) and reports the bytes sent. fetch has no upload
 * progress, hence XMLHttpRequest; the cross-site token goes in the same header the http client sends on every write.
 * Rejects with ApiError (the server answered an error), NetworkError (the connection dropped; `abort` too).
 */
export function uploadWithProgress(
  file: File,
  onProgress: (percent: number) => void,
  signal?: AbortSignal,
): Promise<PhotosState & { photo: OwnPhoto }> {
  return new Promise((resolve, reject) => {
    const url = buildPath(uploadPhoto.path);
    const xhr = new XMLHttpRequest();
    xhr.open(uploadPhoto.method, url);
    xhr.setRequestHeader('Accept', 'application/json');
    const token = readCookie(typeof document === 'undefined' ? '' : document.cookie, XSRF_COOKIE);
    if (token) xhr.setRequestHeader(XSRF_HEADER, token);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      let body: unknown = xhr.responseText;
      try {
        body = xhr.responseText === '' ? undefined : (JSON.parse(xhr.responseText) as unknown);
      } catch {
        // not JSON: kept as text for the error
      }
      if (xhr.status < 200 || xhr.status >= 300) return reject(new ApiError(xhr.status, body));
      const parsed = uploadPhoto.response.safeParse(body);
      if (!parsed.success) return reject(new UnexpectedResponseError(url, parsed.error.issues));
      resolve(parsed.data.data);
    };
    xhr.onerror = () => reject(new NetworkError(new Error('upload connection dropped')));
    xhr.onabort = () => reject(new NetworkError(new Error('upload aborted')));
    xhr.ontimeout = xhr.onerror;
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append(uploadPhoto.upload.field, file, file.name);
    xhr.send(form);
  });
}

const changeOptions = (queryClient: QueryClient) => ({
  onSuccess: (state: PhotosState) => afterPhotoChange(queryClient, state),
});

export function useSetMainPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (photoId: number) => (await http.call('setMainPhoto', { body: { photoId } })).data,
    ...changeOptions(queryClient),
  });
}

export function useReorderPhotos() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (photoIds: number[]) => (await http.call('reorderPhotos', { body: { photoIds } })).data,
    ...changeOptions(queryClient),
  });
}

export function useDeletePhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (photoId: number) => (await http.call('deletePhoto', { params: { photoId } })).data,
    ...changeOptions(queryClient),
  });
}

export const useImportStatus = (provider: ImportProvider, enabled: boolean) =>
  useQuery({
    queryKey: queryKeys.photos.importStatus(provider),
    queryFn: async () => (await http.call('getImportStatus', { params: { provider } })).data,
    enabled,
  });

export const useImportAlbums = (provider: ImportProvider, cursor: string | undefined, enabled: boolean) =>
  useQuery({
    queryKey: queryKeys.photos.albums(provider, cursor),
    queryFn: async () =>
      (await http.call('getImportAlbums', { params: { provider }, query: { cursor } })).data,
    enabled,
    placeholderData: keepPreviousData,
  });

export const useImportAlbumPhotos = (provider: ImportProvider, albumId: string | null, cursor?: string) =>
  useQuery({
    queryKey: queryKeys.photos.albumPhotos(provider, albumId ?? '', cursor),
    queryFn: async () =>
      (
        await http.call('getImportAlbumPhotos', {
          params: { provider, albumId: albumId ?? '' },
          query: { cursor },
        })
      ).data,
    enabled: albumId !== null,
  });

export function useImportPhotos() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ provider, photoIds }: { provider: ImportProvider; photoIds: string[] }) =>
      (await http.call('importPhotos', { params: { provider }, body: { photoIds } })).data,
    onSuccess: async (state, { provider }) => {
      await afterPhotoChange(queryClient, state);
      await queryClient.invalidateQueries({ queryKey: queryKeys.photos.importOf(provider) });
    },
  });
}
