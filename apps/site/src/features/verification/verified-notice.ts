// The profileVerifiedSuccess notice is shown once. The first page that sees `showVerifiedNotice` shows it and tells
// the server at once (so a reload, another tab or the next page does not show it again), and keeps showing it on
// this page until the member dismisses it or leaves.
import { useEffect, useState } from 'react';
import type { VerificationState } from '@app/contract';
import { useDismissVerifiedNotice } from './api/verification';

export function useVerifiedNotice(state: VerificationState | undefined) {
  const seen = useDismissVerifiedNotice();
  const [shown, setShown] = useState(false);
  const [closed, setClosed] = useState(false);
  const due = Boolean(state?.status === 'verified' && state.showVerifiedNotice);
  if (due && !shown) setShown(true);

  const { mutate, isIdle } = seen;
  useEffect(() => {
    if (shown && isIdle) mutate(undefined);
  }, [shown, isIdle, mutate]);

  return { show: shown && !closed, dismiss: () => setClosed(true) };
}
