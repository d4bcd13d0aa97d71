import { useRef, useState } from 'react';
import type { ReactElement, ReactNode } from 'react';
import { Button } from '../Button';
import { Dialog, DialogClose } from './Dialog';

export interface ConfirmDialogProps {
  title: ReactNode;
  /** What happens if the member confirms, in plain words. */
  body: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** `danger` for destructive actions (delete thread, block member). */
  tone?: 'default' | 'danger';
  /**
   * Called on confirm. If it returns a promise the confirm button shows a spinner until it settles; the dialog
   * closes when it resolves and stays open when it rejects (show the error elsewhere, e.g. a toast).
   */
  onConfirm: () => void | Promise<void>;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  trigger?: ReactElement;
}

/**
 * Asks before an action, as an `alertdialog`. Focus starts on Cancel, the safe choice, and a backdrop click does
 * not dismiss it; Escape and Cancel do.
 */
export function ConfirmDialog({
  title,
  body,
  confirmLabel,
  cancelLabel = 'Cancel',
  tone = 'default',
  onConfirm,
  open,
  defaultOpen = false,
  onOpenChange,
  trigger,
}: ConfirmDialogProps) {
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const [pending, setPending] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const isOpen = open ?? uncontrolledOpen;

  const setOpen = (next: boolean) => {
    if (pending && !next) return; // keep the dialog while the action runs
    setUncontrolledOpen(next);
    onOpenChange?.(next);
  };

  const confirm = async () => {
    const result = onConfirm();
    if (!(result instanceof Promise)) {
      setOpen(false);
      return;
    }
    setPending(true);
    try {
      await result;
      setPending(false);
      setUncontrolledOpen(false);
      onOpenChange?.(false);
    } catch {
      setPending(false);
    }
  };

  return (
    <Dialog
      role="alertdialog"
      size="sm"
      title={title}
      description={body}
      open={isOpen}
      onOpenChange={setOpen}
      trigger={trigger}
      initialFocusRef={cancelRef}
      closeOnOutsideClick={false}
      footer={
        <>
          <DialogClose asChild>
            <Button ref={cancelRef} variant="secondary" disabled={pending}>
              {cancelLabel}
            </Button>
          </DialogClose>
          <Button variant={tone === 'danger' ? 'danger' : 'primary'} loading={pending} onClick={confirm}>
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}
