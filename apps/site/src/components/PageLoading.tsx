import { Skeleton, SkeletonGroup, Stack } from '@app/ui';

/** Placeholder while a page's code or data loads: shaped like a page title and a few lines of content. */
export function PageLoading({ label = 'Loading page' }: { label?: string }) {
  return (
    <SkeletonGroup label={label}>
      <Stack gap={4}>
        <Skeleton width="40%" />
        <Skeleton lines={3} />
      </Stack>
    </SkeletonGroup>
  );
}
