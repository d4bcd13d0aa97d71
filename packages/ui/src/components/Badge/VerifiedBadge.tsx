import { Badge } from './Badge';
import { StyledVerified } from './Badge.styles';

export type VerifiedBadgeProps = {
  /** Show the word next to the seal (default: seal only, named for screen readers). */
  showLabel?: boolean;
  /** Accessible (and, with showLabel, visible) label. */
  label?: string;
};

function Seal() {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M12 1.5l2.6 1.9 3.2-.2 1 3.1 2.7 1.8-1 3.1 1 3.1-2.7 1.8-1 3.1-3.2-.2L12 22.5l-2.6-1.9-3.2.2-1-3.1-2.7-1.8 1-3.1-1-3.1 2.7-1.8 1-3.1 3.2.2z"
      />
      <path
        d="M7.8 12.3l2.8 2.8 5.6-5.8"
        fill="none"
        stroke="#fff"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** Shown next to a member whose profile photos were verified. */
export function VerifiedBadge({ showLabel = false, label = 'Verified' }: VerifiedBadgeProps) {
  if (showLabel) {
    return (
      <Badge tone="accent">
        <StyledVerified>
          <Seal />
        </StyledVerified>
        {label}
      </Badge>
    );
  }
  return (
    <StyledVerified role="img" aria-label={label}>
      <Seal />
    </StyledVerified>
  );
}
