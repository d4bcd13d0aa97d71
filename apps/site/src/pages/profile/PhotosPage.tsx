// profile/photos: upload (several files at once, a progress bar each), main photo, order, delete, and import from
// Facebook and Instagram. A file the browser can already tell is wrong (type, size, empty, over the photo limit) is
// refused before sending, one message per file; the server checks the content again (a corrupt image, a renamed
// file). A dropped connection says so and offers a retry; the photos already saved stay as they are.
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { ImportAlbum, ImportProvider, PhotosState } from '@app/contract';
import {
  featureTitles,
  importLimits,
  importProvider,
  importProviderNames,
  PHOTOS_PER_MEMBER_MAX,
  photoAccept,
  photoLimitsCopy,
  photoMediaTypes,
} from '@app/contract';
import { memberErrorMessage, NetworkError } from '@app/client';
import type { ImportOutcome, UploadItem } from '@app/ui';
import { ImportDialog, PhotosScreen } from '@app/ui';
import {
  afterPhotoChange,
  uploadWithProgress,
  useDeletePhoto,
  useImportAlbumPhotos,
  useImportAlbums,
  useImportPhotos,
  useImportStatus,
  usePhotos,
  useReorderPhotos,
  useSetMainPhoto,
} from '../../features/photos/api';
import { queryKeys } from '../../lib/query-keys';
import { paths } from '../../config/paths';
import { useAdvanceOnboarding } from '../../features/join/api';
import { useOnboardingArrival } from '../../features/join/onboarding';

const messageOf = (error: unknown) => memberErrorMessage(error);

const photoExtensions = /\.(jpe?g|png|webp|hei[cf])$/i;
const knownType = (file: File) =>
  (photoMediaTypes as readonly string[]).includes(file.type) ||
  ((file.type === '' || file.type === 'application/octet-stream') && photoExtensions.test(file.name));

/** Why the browser can already refuse this file, or null to send it. */
function refusalOf(file: File, maxBytes: number): string | null {
  if (file.size === 0) return 'This file is empty. Choose the photo again.';
  if (!knownType(file)) return `This file is not a photo we can use. Send ${photoLimitsCopy.types}.`;
  if (file.size > maxBytes) return `This photo is too large: ${photoLimitsCopy.size}.`;
  return null;
}

interface Upload extends UploadItem {
  file: File;
}

let uploadCount = 0;

export default function PhotosPage() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // The first-run flow's last step: finishing it needs a photo.
  const { active: joining } = useOnboardingArrival('photos');
  const finish = useAdvanceOnboarding();
  const photos = usePhotos();
  const setMain = useSetMainPhoto();
  const reorder = useReorderPhotos();
  const remove = useDeletePhoto();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [changeError, setChangeError] = useState<string | null>(null);
  const [provider, setProvider] = useState<ImportProvider | null>(null);

  const state = photos.data;
  const maxPhotos = state?.limits.maxPhotos ?? PHOTOS_PER_MEMBER_MAX;
  const maxBytes = state?.limits.maxBytes ?? Number.POSITIVE_INFINITY;
  const update = (key: string, change: Partial<Upload>) =>
    setUploads((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)));

  const send = (item: Upload) => {
    update(item.key, { status: 'uploading', progress: 0, error: undefined, retryable: false });
    uploadWithProgress(item.file, (progress) => update(item.key, { progress }))
      .then(async (answer) => {
        setUploads((current) => current.filter((entry) => entry.key !== item.key));
        await afterPhotoChange(queryClient, answer);
        // Uploads sent together may answer out of order (an earlier state last): read the photos once more.
        await queryClient.invalidateQueries({ queryKey: queryKeys.photos.state() });
      })
      .catch((error: unknown) => {
        const dropped = error instanceof NetworkError;
        update(item.key, {
          status: 'failed',
          error: dropped
            ? 'The connection dropped before this photo was sent. Your other photos are safe: try again.'
            : messageOf(error),
          retryable: dropped || (error instanceof Error && 'status' in error && Number(error.status) >= 500),
        });
      });
  };

  const onFiles = (files: File[]) => {
    let room =
      maxPhotos - (state?.photos.length ?? 0) - uploads.filter((u) => u.status === 'uploading').length;
    const added: Upload[] = files.map((file) => {
      const refusal =
        refusalOf(file, maxBytes) ??
        (room <= 0 ? `You can keep ${photoLimitsCopy.count}: delete one to add this one.` : null);
      if (!refusal) room -= 1;
      return {
        key: `upload-${++uploadCount}`,
        name: file.name,
        file,
        status: refusal ? 'failed' : 'uploading',
        progress: 0,
        error: refusal ?? undefined,
      };
    });
    setUploads((current) => [...current.filter((item) => item.status !== 'failed'), ...added]);
    added.filter((item) => item.status === 'uploading').forEach(send);
  };

  const change = async (run: () => Promise<unknown>) => {
    setChangeError(null);
    try {
      await run();
    } catch (error) {
      setChangeError(messageOf(error));
    }
  };

  const onMove = (photoId: number, by: -1 | 1) => {
    const ids = (state?.photos ?? []).map((photo) => photo.id);
    const from = ids.indexOf(photoId);
    const to = from + by;
    if (from < 0 || to < 0 || to >= ids.length) return;
    [ids[from], ids[to]] = [ids[to]!, ids[from]!];
    void change(() => reorder.mutateAsync(ids));
  };

  return (
    <PhotosScreen
      status={state ? 'ready' : photos.isError ? 'error' : 'loading'}
      title={featureTitles.profilePhotos ?? 'Photos'}
      photos={state?.photos}
      maxPhotos={maxPhotos}
      limitsCopy={photoLimitsCopy}
      accept={photoAccept}
      uploads={uploads}
      onFiles={onFiles}
      onRetryUpload={(key) => {
        const item = uploads.find((entry) => entry.key === key);
        if (item) send(item);
      }}
      onDismissUpload={(key) => setUploads((current) => current.filter((item) => item.key !== key))}
      onSetMain={(photoId) => void change(() => setMain.mutateAsync(photoId))}
      onMove={onMove}
      onDelete={(photoId) => change(() => remove.mutateAsync(photoId))}
      busy={setMain.isPending || reorder.isPending || remove.isPending}
      changeError={changeError}
      onDismissChangeError={() => setChangeError(null)}
      importSources={importProvider.options.map((id) => ({
        id,
        name: importProviderNames[id],
        imported: state?.limits.imported[id] ?? 0,
        limit: importLimits[id],
      }))}
      onImport={(id) => setProvider(importProvider.parse(id))}
      onRetry={() => void photos.refetch()}
      finish={
        joining
          ? {
              label: 'Finish my profile',
              onFinish: () =>
                finish.mutate('photos', { onSuccess: () => void navigate(paths.profileComplete.href()) }),
              finishing: finish.isPending,
              error: finish.error ? messageOf(finish.error) : undefined,
            }
          : undefined
      }
      importDialog={
        provider && state ? (
          <ImportFrom provider={provider} state={state} onClose={() => setProvider(null)} />
        ) : null
      }
    />
  );
}

/** The import dialog over one provider: album pages by cursor, an album's photos, the import. */
function ImportFrom({
  provider,
  state,
  onClose,
}: {
  provider: ImportProvider;
  state: PhotosState;
  onClose: () => void;
}) {
  const status = useImportStatus(provider, true);
  const connected = status.data?.connected ?? false;
  // cursors[n] opens page n + 1; the first page has none.
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const [page, setPage] = useState(1);
  const [album, setAlbum] = useState<ImportAlbum | null>(null);
  const albums = useImportAlbums(provider, cursors[page - 1], connected);
  const albumPhotos = useImportAlbumPhotos(provider, album?.id ?? null);
  const run = useImportPhotos();
  const nextCursor = albums.data?.nextCursor ?? null;

  const onImport = async (photoIds: string[]): Promise<ImportOutcome> => {
    try {
      await run.mutateAsync({ provider, photoIds });
      return { ok: true };
    } catch (error) {
      return { ok: false, error: messageOf(error) };
    }
  };

  const current = album ? albumPhotos : albums;
  return (
    <ImportDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      providerName={importProviderNames[provider]}
      limit={status.data?.limit ?? importLimits[provider]}
      imported={status.data?.imported ?? state.limits.imported[provider]}
      freeSlots={state.limits.maxPhotos - state.photos.length}
      connected={status.isPending || connected}
      status={
        status.isError || current.isError ? 'error' : current.data && !status.isPending ? 'ready' : 'loading'
      }
      onRetry={() => void (status.isError ? status.refetch() : current.refetch())}
      albums={albums.data?.albums ?? []}
      albumPage={page}
      hasNextAlbumPage={nextCursor !== null}
      onAlbumPage={(next) => {
        if (next > page && nextCursor) setCursors((known) => [...known.slice(0, next - 1), nextCursor]);
        setPage(next);
      }}
      album={album}
      onOpenAlbum={setAlbum}
      photos={albumPhotos.data?.photos ?? []}
      onImport={onImport}
    />
  );
}
