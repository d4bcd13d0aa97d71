// Mounts the ui's toast stack when the first toast is requested (see lib/toasts.ts).
import { lazy, Suspense, useEffect, useState } from 'react';
import { onFirstToast } from '../lib/toasts';

const Toaster = lazy(() => import('./Toaster'));

export function ToastHost({ duration }: { duration?: number }) {
  const [needed, setNeeded] = useState(false);
  useEffect(() => (needed ? undefined : onFirstToast(() => setNeeded(true))), [needed]);
  return needed ? (
    <Suspense fallback={null}>
      <Toaster duration={duration} />
    </Suspense>
  ) : null;
}
