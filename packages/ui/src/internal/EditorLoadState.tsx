// What the profile editor's screens share: their header, and what they show before their content: a skeleton while loading, and a retry when loading
// failed. One place, so every editor screen words a failed load the same way.
import type { ReactNode } from 'react';
import { ErrorState } from '../components/ErrorState';
import { Heading } from '../components/Heading';
import { Skeleton, SkeletonGroup } from '../components/Skeleton';
import { Stack } from '../components/Stack';
import { Text } from '../components/Text';
import { BackLink } from './BackLink';

export function EditorLoadState({
  status,
  what,
  skeleton,
  onRetry,
}: {
  status: 'loading' | 'error' | 'ready';
  /** What failed to load, for the error's title: "We couldn't load your <what>". */
  what: string;
  skeleton: ReactNode;
  onRetry?: () => void | Promise<unknown>;
}) {
  if (status === 'loading') return skeleton;
  if (status === 'error')
    return (
      <ErrorState
        title={`We couldn't load your ${what}`}
        message="Check your connection and try again."
        onRetry={onRetry}
      />
    );
  return null;
}

/** A skeleton of `count` rows of one height (a list still loading). */
export function RowsSkeleton({ label, count, height }: { label: string; count: number; height: number }) {
  return (
    <SkeletonGroup label={label}>
      <Stack gap={2}>
        {Array.from({ length: count }, (_, index) => (
          <Skeleton key={index} variant="rect" height={height} />
        ))}
      </Stack>
    </SkeletonGroup>
  );
}

/** A page of the profile editor: "← Your profile", its title, and what the page is for. */
export function EditorHeader({
  backHref,
  title,
  intro,
}: {
  backHref?: string;
  title: string;
  intro: ReactNode;
}) {
  return (
    <Stack gap={2}>
      {backHref && <BackLink href={backHref}>Your profile</BackLink>}
      <Heading as="h1">{title}</Heading>
      <Text tone="muted">{intro}</Text>
    </Stack>
  );
}
