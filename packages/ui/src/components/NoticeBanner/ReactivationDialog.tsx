import { noticeText } from '@app/contract';
import { Button } from '../Button';
import { Dialog } from '../Dialog';

// Apart from NoticeBanner: a page that shows only banners does not load the dialog (Radix Dialog, focus trap,
// scroll lock); the site loads this module when the notice is listed.

export interface ReactivationDialogProps {
  open: boolean;
  /** The member closed it (Continue, Escape, the close button). */
  onClose: () => void;
}

/** The reactivationModal notice: the profile is active again and nothing was lost. */
export function ReactivationDialog({ open, onClose }: ReactivationDialogProps) {
  const copy = noticeText('reactivationModal');
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={copy.title}
      description={copy.body}
      size="sm"
      footer={<Button onClick={onClose}>{copy.action}</Button>}
    />
  );
}
