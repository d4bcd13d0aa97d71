import type { ReactNode } from 'react';
import { VisuallyHidden } from '../VisuallyHidden';

export interface SkeletonGroupProps {
  children: ReactNode;
  /** What screen readers hear instead of the hidden placeholder shapes. */
  label?: string;
  className?: string;
}

/** Container for a loading area: a polite status that says "Loading" while its skeletons stay hidden. */
export function SkeletonGroup({ children, label = 'Loading', className }: SkeletonGroupProps) {
  return (
    <div role="status" className={className}>
      <VisuallyHidden>{label}</VisuallyHidden>
      {children}
    </div>
  );
}
