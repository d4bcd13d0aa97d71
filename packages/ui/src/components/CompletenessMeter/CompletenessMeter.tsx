import { Text } from '../Text';
import { ProgressBar } from '../ProgressBar';
import { Root } from './CompletenessMeter.styles';

export interface CompletenessMeterProps {
  /** 0–100 (`profileCompleteness(profile).percent` from @app/contract). */
  percent: number;
  /** How many parts are still missing; says what is left under the bar. */
  missingCount?: number;
  /** Names the meter. */
  label?: string;
}

/**
 * How complete a member's profile is: a labelled progress bar (role="progressbar", its value read as "60% complete")
 * and, under it, how many things are left.
 */
export function CompletenessMeter({
  percent,
  missingCount,
  label = 'Profile completeness',
}: CompletenessMeterProps) {
  const clamped = Math.min(Math.max(Math.round(percent), 0), 100);
  const complete = clamped === 100;
  return (
    <Root>
      <ProgressBar
        label={label}
        value={clamped}
        valueText={`${clamped}% complete`}
        showLabel
        showValue
        tone={complete ? 'success' : 'accent'}
      />
      {missingCount !== undefined && (
        <Text size="sm" tone="muted">
          {complete || missingCount === 0
            ? 'Your profile is complete.'
            : `${missingCount} ${missingCount === 1 ? 'thing' : 'things'} left to add.`}
        </Text>
      )}
    </Root>
  );
}
