export { EmptyState } from './EmptyState';
export type { EmptyStateAction, EmptyStateProps } from './EmptyState';
export { EmptyStateIllustration } from './EmptyStateIllustration';
export type { EmptyStateIllustrationName } from './EmptyStateIllustration';
