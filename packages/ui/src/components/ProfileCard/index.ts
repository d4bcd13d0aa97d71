export { ProfileCard } from './ProfileCard';
export type { ProfileCardProps } from './ProfileCard';
export { PhotoFadeInContext } from './photoFadeIn';
export { ProfileCardSkeleton } from './ProfileCardSkeleton';
export type { ProfileCardSkeletonProps } from './ProfileCardSkeleton';
export { formatDay } from './formatDay';
