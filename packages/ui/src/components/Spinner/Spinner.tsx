import { VisuallyHidden } from '../VisuallyHidden';
import { Ring, Root } from './Spinner.styles';

export type SpinnerSize = 'sm' | 'md' | 'lg';

export interface SpinnerProps {
  /** What is loading, read by screen readers ("Loading messages"). */
  label?: string;
  /** Shows the label next to the ring instead of hiding it visually. */
  showLabel?: boolean;
  size?: SpinnerSize;
}

/** Indeterminate loading indicator: a polite status region carrying its label. */
export function Spinner({ label = 'Loading', showLabel = false, size = 'md' }: SpinnerProps) {
  return (
    <Root role="status">
      <Ring aria-hidden="true" data-size={size} />
      {showLabel ? label : <VisuallyHidden>{label}</VisuallyHidden>}
    </Root>
  );
}
