import type { OwnPhoto, PhotoModeration } from '@app/contract';
import { Badge } from '../Badge';
import type { BadgeTone } from '../Badge';
import { Button } from '../Button';
import { ConfirmDialog } from '../Dialog';
import { IconButton } from '../IconButton';
import { Photo } from '../Photo';
import { Actions, Grid, Marks, Reason, Row, Tile } from './PhotoManager.styles';

export interface PhotoManagerProps {
  /** The member's photos in their order. */
  photos: readonly OwnPhoto[];
  onSetMain: (photoId: number) => void;
  /** Moves a photo one place earlier (-1) or later (+1). */
  onMove: (photoId: number, by: -1 | 1) => void;
  /** Called once the member confirmed. */
  onDelete: (photoId: number) => void | Promise<void>;
  /** A change is being saved: the actions wait. */
  busy?: boolean;
}

const moderationLabel: Record<PhotoModeration, string> = {
  pending: 'Waiting for review',
  approved: 'Approved',
  rejected: 'Rejected',
};
const moderationTone: Record<PhotoModeration, BadgeTone> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
};

/**
 * The member's photos as a grid: the main photo marked, each photo's moderation state (other members see approved
 * photos only), and per photo: make main, move earlier or later (buttons, so the order changes with a keyboard or a
 * screen reader as easily as with a pointer), delete after a confirmation.
 */
export function PhotoManager({ photos, onSetMain, onMove, onDelete, busy = false }: PhotoManagerProps) {
  return (
    <Grid aria-label="Your photos">
      {photos.map((photo, index) => {
        const label = `Photo ${index + 1}${photo.isMain ? ', main photo' : ''}`;
        return (
          <Tile key={photo.id} aria-label={label} data-main={photo.isMain || undefined}>
            <Photo src={photo.urls.grid} alt={label} ratio="1:1" radius="md" />
            <Marks>
              {photo.isMain && (
                <Badge tone="accent" variant="solid" icon="star">
                  Main photo
                </Badge>
              )}
              {photo.moderation !== 'approved' && (
                <Badge tone={moderationTone[photo.moderation]}>{moderationLabel[photo.moderation]}</Badge>
              )}
            </Marks>
            {photo.moderation === 'rejected' && (
              <Reason>
                {photo.rejectionReason ?? 'This photo does not follow our photo rules.'} Others do not see it.
              </Reason>
            )}
            {photo.moderation === 'pending' && <Reason>Others see it once it is approved.</Reason>}
            <Actions>
              {!photo.isMain && photo.moderation !== 'rejected' && (
                <Button
                  size="sm"
                  variant="secondary"
                  fullWidth
                  disabled={busy}
                  aria-label={`Make main photo ${index + 1}`}
                  onClick={() => onSetMain(photo.id)}
                >
                  Make main
                </Button>
              )}
              <Row>
                <IconButton
                  icon="arrowLeft"
                  size="sm"
                  variant="ghost"
                  disabled={busy || index === 0}
                  aria-label={`Move photo ${index + 1} earlier`}
                  onClick={() => onMove(photo.id, -1)}
                />
                <IconButton
                  icon="arrowRight"
                  size="sm"
                  variant="ghost"
                  disabled={busy || index === photos.length - 1}
                  aria-label={`Move photo ${index + 1} later`}
                  onClick={() => onMove(photo.id, 1)}
                />
                <ConfirmDialog
                  title="Delete this photo?"
                  body="It is removed from your profile and from our servers. This cannot be undone."
                  confirmLabel="Delete photo"
                  tone="danger"
                  onConfirm={() => onDelete(photo.id)}
                  trigger={
                    <Button
                      size="sm"
                      variant="ghost"
                      disabled={busy}
                      aria-label={`Delete photo ${index + 1}`}
                    >
                      Delete
                    </Button>
                  }
                />
              </Row>
            </Actions>
          </Tile>
        );
      })}
    </Grid>
  );
}
