import type { ReactNode } from 'react';
import { EmptyState } from '../components/EmptyState';
import type { EmptyStateProps } from '../components/EmptyState';
import { ErrorState } from '../components/ErrorState';
import { SkeletonGroup } from '../components/Skeleton';

export type MemberLookupStatus = 'loading' | 'error' | 'not-found';

export interface MemberLookupStateProps {
  status: MemberLookupStatus;
  /** The skeleton of the screen, shown while the member loads. */
  skeleton: ReactNode;
  /** What to say when the member is gone (closed profile, or a block). */
  notFound: Pick<EmptyStateProps, 'description' | 'action'>;
  onRetry?: () => void | Promise<unknown>;
}

/** The states a screen about one member shares while that member is loading, failed to load or is gone. */
export function MemberLookupState({ status, skeleton, notFound, onRetry }: MemberLookupStateProps) {
  if (status === 'loading') return <SkeletonGroup label="Loading member">{skeleton}</SkeletonGroup>;
  if (status === 'error')
    return (
      <ErrorState
        headingAs="h1"
        title="We couldn't load this member"
        message="Check your connection and try again."
        onRetry={onRetry}
      />
    );
  return <EmptyState headingAs="h1" title="This member isn't available" {...notFound} />;
}
