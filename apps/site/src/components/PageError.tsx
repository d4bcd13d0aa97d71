import { ErrorState } from '@app/ui';

/** A page that failed to render: the error, prefixed like every client-side error, and a reload. */
export default function PageError({ message }: { message: string }) {
  return (
    <ErrorState
      title="This page could not be shown"
      message={message}
      retryLabel="Reload the page"
      onRetry={() => window.location.reload()}
    />
  );
}
