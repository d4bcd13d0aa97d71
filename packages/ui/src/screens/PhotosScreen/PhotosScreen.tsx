import type { OwnPhoto } from '@app/contract';
import { useRef } from 'react';
import type { ReactNode } from 'react';
import { Banner } from '../../components/Banner';
import { Button } from '../../components/Button';
import { Cluster } from '../../components/Cluster';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { Heading } from '../../components/Heading';
import { PhotoManager } from '../../components/PhotoManager';
import { Skeleton } from '../../components/Skeleton';
import { Stack } from '../../components/Stack';
import { Text } from '../../components/Text';
import { UploadProgress } from '../../components/UploadProgress';
import type { UploadItem } from '../../components/UploadProgress';
import { HiddenInput, Page } from './PhotosScreen.styles';

/** The limits as members read them (pass `photoLimitsCopy` from @app/contract). */
export interface PhotoLimitsCopy {
  types: string;
  size: string;
  count: string;
}

/** An import source offered on the page. */
export interface PhotoImportSource {
  id: string;
  name: string;
  imported: number;
  limit: number;
}

export interface PhotosScreenProps {
  status: 'loading' | 'error' | 'ready';
  title: string;
  photos?: readonly OwnPhoto[];
  maxPhotos: number;
  limitsCopy: PhotoLimitsCopy;
  /** The file picker's `accept`. */
  accept: string;
  uploads?: readonly UploadItem[];
  /** The member chose files (several at once). */
  onFiles: (files: File[]) => void;
  onRetryUpload?: (key: string) => void;
  onDismissUpload?: (key: string) => void;
  onSetMain: (photoId: number) => void;
  onMove: (photoId: number, by: -1 | 1) => void;
  onDelete: (photoId: number) => void | Promise<void>;
  /** A change (main, order, delete) is being saved. */
  busy?: boolean;
  /** A change that failed, said to the member; the photos shown are still the saved ones. */
  changeError?: string | null;
  onDismissChangeError?: () => void;
  importSources?: readonly PhotoImportSource[];
  onImport?: (sourceId: string) => void;
  onRetry?: () => void;
  /** The import dialog, rendered by the page (it owns the provider's data). */
  importDialog?: ReactNode;
  /**
   * The last step of the first-run flow: a button that finishes it (it needs a photo: disabled without one), with the
   * server's refusal when there is one.
   */
  finish?: { label: string; onFinish: () => void; finishing?: boolean; error?: string };
}

/**
 * The photos page: the limits in plain words, upload (several files at once, a progress bar each), the photo manager
 * (main, order, delete, moderation) and import from Facebook or Instagram. Props in, callbacks out.
 */
export function PhotosScreen({
  status,
  title,
  photos = [],
  maxPhotos,
  limitsCopy,
  accept,
  uploads = [],
  onFiles,
  onRetryUpload,
  onDismissUpload,
  onSetMain,
  onMove,
  onDelete,
  busy,
  changeError,
  onDismissChangeError,
  importSources = [],
  onImport,
  onRetry,
  importDialog,
  finish,
}: PhotosScreenProps) {
  const input = useRef<HTMLInputElement>(null);
  const uploading = uploads.filter((item) => item.status === 'uploading').length;
  const full = photos.length + uploading >= maxPhotos;

  const header = (
    <Stack gap={2}>
      <Heading as="h1">{title}</Heading>
      <Text tone="muted">
        {`Add ${limitsCopy.count}: ${limitsCopy.types}, ${limitsCopy.size}. Your main photo is the one members see first.`}
      </Text>
    </Stack>
  );

  if (status === 'loading') {
    return (
      <Page aria-busy="true">
        {header}
        <Skeleton variant="rect" height="240px" />
      </Page>
    );
  }
  if (status === 'error') {
    return (
      <Page>
        {header}
        <ErrorState
          title="Your photos did not load"
          message="Check your connection and try again."
          onRetry={onRetry}
        />
      </Page>
    );
  }

  const pick = () => input.current?.click();

  return (
    <Page>
      {header}
      <Cluster gap={2}>
        <Button leadingIcon="camera" disabled={full} onClick={pick}>
          Upload photos
        </Button>
        {importSources.map((source) => (
          <Button key={source.id} variant="secondary" onClick={() => onImport?.(source.id)}>
            {`Import from ${source.name}`}
          </Button>
        ))}
        <HiddenInput
          ref={input}
          type="file"
          multiple
          accept={accept}
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => {
            const files = Array.from(event.currentTarget.files ?? []);
            event.currentTarget.value = '';
            if (files.length > 0) onFiles(files);
          }}
          data-testid="photo-file-input"
        />
      </Cluster>
      <Text size="sm" tone="muted" role="status">
        {`${photos.length} of ${maxPhotos} photos`}
        {full ? ': your photos are full. Delete one to add another.' : ''}
      </Text>
      {changeError && (
        <Banner title="That change was not saved" tone="danger" onDismiss={onDismissChangeError}>
          {changeError}
        </Banner>
      )}
      <UploadProgress items={uploads} onRetry={onRetryUpload} onDismiss={onDismissUpload} />
      {photos.length === 0 ? (
        <EmptyState
          title="No photos yet"
          description="Members with a photo get many more visits. Upload one from your device or import it."
          action={{ label: 'Upload photos', onAction: pick }}
        />
      ) : (
        <PhotoManager photos={photos} onSetMain={onSetMain} onMove={onMove} onDelete={onDelete} busy={busy} />
      )}
      {finish && (
        <Stack gap={2}>
          {finish.error && (
            <Text tone="danger" role="alert">
              {finish.error}
            </Text>
          )}
          {photos.length === 0 && <Text tone="muted">Add a photo to finish.</Text>}
          <div>
            <Button onClick={finish.onFinish} disabled={photos.length === 0} loading={finish.finishing}>
              {finish.label}
            </Button>
          </div>
        </Stack>
      )}
      {importDialog}
    </Page>
  );
}
