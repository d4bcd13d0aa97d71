import type { ImportAlbum, ImportablePhoto } from '@app/contract';
import { useState } from 'react';
import { Banner } from '../Banner';
import { Button } from '../Button';
import { Dialog, DialogClose } from '../Dialog';
import { ErrorState } from '../ErrorState';
import { Photo } from '../Photo';
import { Spinner } from '../Spinner';
import {
  AlbumButton,
  AlbumList,
  AlbumName,
  Count,
  PagerRow,
  PhotoChoice,
  PhotoGrid,
  SelectionNote,
} from './ImportDialog.styles';

export type ImportOutcome = { ok: true } | { ok: false; error: string };

export interface ImportDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** "Facebook" or "Instagram". */
  providerName: string;
  /** Most photos the member may import from this provider (8). */
  limit: number;
  /** Photos already imported from it. */
  imported: number;
  /** Room left under the member's photo limit; the selection never goes past it either. */
  freeSlots: number;
  /** The provider needs its login first (`onConnect`). */
  connected: boolean;
  onConnect?: () => void;
  /** The album list (or the open album's photos). */
  status: 'loading' | 'error' | 'ready';
  onRetry?: () => void;
  albums: readonly ImportAlbum[];
  /** 1-based page of albums (a page holds the provider's batch, 17 for Facebook). */
  albumPage: number;
  hasNextAlbumPage: boolean;
  onAlbumPage: (page: number) => void;
  /** The album whose photos are shown; null: the album list. */
  album: ImportAlbum | null;
  onOpenAlbum: (album: ImportAlbum | null) => void;
  photos?: readonly ImportablePhoto[];
  hasMorePhotos?: boolean;
  onMorePhotos?: () => void;
  /** Imports the chosen photos; a refusal keeps the dialog and the selection, and says why. */
  onImport: (photoIds: string[]) => Promise<ImportOutcome>;
  /** The selection to start with (stories). */
  defaultSelection?: readonly string[];
}

/**
 * Import from Facebook or Instagram: albums a page at a time, then an album's photos to choose from. The member can
 * choose only what is left of the provider's limit (and of their photo limit); photos already imported are shown
 * but cannot be chosen again. The choice is kept while moving between albums and pages (mount the dialog anew for a
 * fresh choice).
 */
export function ImportDialog(props: ImportDialogProps) {
  const { open, onOpenChange, providerName, limit, imported, freeSlots, connected, onConnect } = props;
  const [selection, setSelection] = useState<string[]>([...(props.defaultSelection ?? [])]);
  const [error, setError] = useState<string | null>(null);
  const [importing, setImporting] = useState(false);

  const allowed = Math.max(0, Math.min(limit - imported, freeSlots));
  const left = allowed - selection.length;
  const title = `Import from ${providerName}`;

  const toggle = (id: string) =>
    setSelection((current) =>
      current.includes(id)
        ? current.filter((entry) => entry !== id)
        : current.length < allowed
          ? [...current, id]
          : current,
    );

  const submit = async () => {
    setImporting(true);
    setError(null);
    const outcome = await props.onImport(selection);
    setImporting(false);
    if (outcome.ok) onOpenChange(false);
    else setError(outcome.error);
  };

  const limitLine =
    limit - imported <= 0
      ? `You have imported ${limit} photos from ${providerName}, the most allowed.`
      : freeSlots <= 0
        ? 'Your photos are full: delete one to import another.'
        : `Choose up to ${allowed} ${allowed === 1 ? 'photo' : 'photos'} (${imported} of ${limit} imported from ${providerName}).`;

  const footer =
    connected && allowed > 0 ? (
      <>
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button disabled={selection.length === 0} loading={importing} onClick={() => void submit()}>
          {selection.length === 0
            ? 'Import'
            : `Import ${selection.length} ${selection.length === 1 ? 'photo' : 'photos'}`}
        </Button>
      </>
    ) : (
      <DialogClose asChild>
        <Button variant="secondary">Close</Button>
      </DialogClose>
    );

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={limitLine}
      size="lg"
      footer={footer}
    >
      {!connected ? (
        <Banner
          title={`Connect ${providerName}`}
          tone="info"
          headingAs="h3"
          action={onConnect ? { label: `Connect ${providerName}`, onClick: onConnect } : undefined}
        >
          {`Log in to ${providerName} to choose photos from your albums. We only read the photos you pick.`}
        </Banner>
      ) : allowed <= 0 ? null : (
        <Body {...props} selection={selection} left={left} toggle={toggle} />
      )}
      {error && (
        <Banner title="Nothing was imported" tone="danger" headingAs="h3">
          {error}
        </Banner>
      )}
    </Dialog>
  );
}

function Body({
  status,
  onRetry,
  albums,
  albumPage,
  hasNextAlbumPage,
  onAlbumPage,
  album,
  onOpenAlbum,
  photos = [],
  hasMorePhotos,
  onMorePhotos,
  selection,
  left,
  toggle,
}: ImportDialogProps & { selection: string[]; left: number; toggle: (id: string) => void }) {
  if (status === 'error') {
    return (
      <ErrorState
        title="Could not reach the provider"
        message="Check your connection and try again."
        onRetry={onRetry}
      />
    );
  }
  const note = (
    <SelectionNote role="status">
      {selection.length} chosen{left > 0 ? `, ${left} more allowed` : ': that is the most you can import'}
    </SelectionNote>
  );
  if (album) {
    return (
      <>
        <PagerRow>
          <Button size="sm" variant="ghost" leadingIcon="chevronLeft" onClick={() => onOpenAlbum(null)}>
            All albums
          </Button>
          <AlbumName as="h3">{album.name}</AlbumName>
        </PagerRow>
        {note}
        {status === 'loading' ? (
          <Spinner label="Loading photos" />
        ) : (
          <PhotoGrid aria-label={`Photos of ${album.name}`}>
            {photos.map((photo, index) => {
              const chosen = selection.includes(photo.id);
              const disabled = photo.imported || (!chosen && left <= 0);
              return (
                <li key={photo.id}>
                  <PhotoChoice data-chosen={chosen || undefined} data-disabled={disabled || undefined}>
                    <input
                      type="checkbox"
                      checked={chosen || photo.imported}
                      disabled={disabled}
                      onChange={() => toggle(photo.id)}
                      aria-label={`Photo ${index + 1}${photo.imported ? ' (already imported)' : ''}`}
                    />
                    <Photo src={photo.thumbUrl} alt="" ratio="1:1" radius="md" />
                  </PhotoChoice>
                </li>
              );
            })}
          </PhotoGrid>
        )}
        {hasMorePhotos && onMorePhotos && (
          <Button variant="secondary" onClick={onMorePhotos}>
            More photos
          </Button>
        )}
      </>
    );
  }
  return (
    <>
      {note}
      {status === 'loading' ? (
        <Spinner label="Loading albums" />
      ) : (
        <AlbumList aria-label={`Albums, page ${albumPage}`}>
          {albums.map((entry) => (
            <li key={entry.id}>
              <AlbumButton type="button" onClick={() => onOpenAlbum(entry)}>
                <Photo src={entry.coverUrl} alt="" ratio="1:1" radius="md" />
                <AlbumName>{entry.name}</AlbumName>
                <Count>
                  {entry.photoCount} {entry.photoCount === 1 ? 'photo' : 'photos'}
                </Count>
              </AlbumButton>
            </li>
          ))}
        </AlbumList>
      )}
      {(albumPage > 1 || hasNextAlbumPage) && (
        <PagerRow as="nav" aria-label="Album pages">
          <Button
            size="sm"
            variant="secondary"
            disabled={albumPage <= 1}
            onClick={() => onAlbumPage(albumPage - 1)}
          >
            Previous albums
          </Button>
          <Count>Page {albumPage}</Count>
          <Button
            size="sm"
            variant="secondary"
            disabled={!hasNextAlbumPage}
            onClick={() => onAlbumPage(albumPage + 1)}
          >
            More albums
          </Button>
        </PagerRow>
      )}
    </>
  );
}
