import { useRef, useState } from 'react';
import { Button } from '../Button';
import { Dialog, DialogClose } from '../Dialog';
import { Link } from '../Link';
import { Stack } from '../Stack';
import { Text } from '../Text';

/** Why a verification was rejected, as the member reads it (pass `verificationRejections[reason]`). */
export interface VerificationRejectionCopy {
  title: string;
  message: string;
}

export interface VerificationRejectedModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  reason: VerificationRejectionCopy;
  /**
   * Starts a new attempt (with a new pose). A returned promise keeps the modal open with a spinner until it
   * settles: it closes when it resolves; when it rejects, its message shows in the modal and the member can retry.
   */
  onRetry: () => void | Promise<unknown>;
  /** A way to fix the cause first (e.g. "Add a photo" when there was no photo to compare with). */
  fix?: { label: string; href: string };
}

const messageOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : 'Something went wrong. Try again.';

/**
 * The "rejected" modal of profile verification: says why the selfie was not accepted and offers a retry. An
 * `alertdialog` (it interrupts, and its reason is read out with its title); focus starts on "Try again", the way
 * forward, and returns to whatever had it when the modal closes.
 */
export function VerificationRejectedModal({
  open,
  onOpenChange,
  reason,
  onRetry,
  fix,
}: VerificationRejectedModalProps) {
  const retryRef = useRef<HTMLButtonElement>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const setOpen = (next: boolean) => {
    if (pending && !next) return; // the retry is on its way: keep the modal until it answers
    if (!next) setError(null);
    onOpenChange(next);
  };

  const retry = async () => {
    setError(null);
    const result = onRetry();
    if (!(result instanceof Promise)) return onOpenChange(false);
    setPending(true);
    try {
      await result;
      setPending(false);
      onOpenChange(false);
    } catch (failure) {
      setPending(false);
      setError(messageOf(failure));
    }
  };

  return (
    <Dialog
      role="alertdialog"
      size="sm"
      title={reason.title}
      description={reason.message}
      open={open}
      onOpenChange={setOpen}
      initialFocusRef={retryRef}
      closeOnOutsideClick={false}
      footer={
        <>
          <DialogClose asChild>
            <Button variant="secondary" disabled={pending}>
              Not now
            </Button>
          </DialogClose>
          <Button ref={retryRef} loading={pending} onClick={retry}>
            Try again
          </Button>
        </>
      }
    >
      <Stack gap={3}>
        <Text tone="muted" size="sm">
          A new attempt asks for a different pose. Your selfie is only used to check it is you; it never shows
          on your profile.
        </Text>
        {fix && (
          <Link href={fix.href} standalone>
            {fix.label}
          </Link>
        )}
        {error && (
          <Text role="alert" tone="danger" size="sm">
            {error}
          </Text>
        )}
      </Stack>
    </Dialog>
  );
}
