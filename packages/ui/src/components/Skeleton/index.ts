export { Skeleton } from './Skeleton';
export type { SkeletonProps, SkeletonSize } from './Skeleton';
export { SkeletonGroup } from './SkeletonGroup';
export type { SkeletonGroupProps } from './SkeletonGroup';
