// Client-side errors nobody caught (window 'error' and 'unhandledrejection') are shown to the member as a toast
// prefixed 'An error occurred:' (SPEC point 8).
import { useEffect } from 'react';
import { showToast } from '../../lib/toasts';

export const ERROR_PREFIX = 'An error occurred:';

export function errorMessage(reason: unknown): string {
  if (reason instanceof Error) return reason.message;
  if (typeof reason === 'string' && reason !== '') return reason;
  return 'Something unexpected happened.';
}

export const describeError = (reason: unknown) => `${ERROR_PREFIX} ${errorMessage(reason)}`;

export function useGlobalErrorHandler(): void {
  useEffect(() => {
    const show = (reason: unknown) =>
      showToast({ tone: 'danger', title: describeError(reason), duration: 10_000 });
    const onError = (event: ErrorEvent) => show(event.error ?? event.message);
    const onRejection = (event: PromiseRejectionEvent) => show(event.reason);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);
}
