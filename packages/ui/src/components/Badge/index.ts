export { Badge } from './Badge';
export type { BadgeProps } from './Badge';
export type { BadgeTone } from './Badge.styles';
export { VerifiedBadge } from './VerifiedBadge';
export type { VerifiedBadgeProps } from './VerifiedBadge';
export { OnlineDot } from './OnlineDot';
export type { OnlineDotProps } from './OnlineDot';
