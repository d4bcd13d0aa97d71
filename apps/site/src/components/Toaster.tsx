import { useEffect } from 'react';
import { ToastProvider, useToast } from '@app/ui';
import { subscribeToasts } from '../lib/toasts';

function ToastBridge() {
  const toast = useToast();
  useEffect(() => subscribeToasts((options) => void toast.show(options)), [toast]);
  return null;
}

/** The ui's toast stack, fed by the site's toast bus. */
export default function Toaster({ duration }: { duration?: number }) {
  return (
    <ToastProvider duration={duration}>
      <ToastBridge />
    </ToastProvider>
  );
}
