export { ProfileGrid } from './ProfileGrid';
export type { ProfileGridProps, ProfileGridStatus } from './ProfileGrid';
