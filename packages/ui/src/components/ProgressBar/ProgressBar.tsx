import { useId } from 'react';
import { Fill, LabelRow, Root, Track, Value } from './ProgressBar.styles';

export interface ProgressBarProps {
  /** Names the bar ("Uploading photo"). */
  label: string;
  /** Current value; leave out for an indeterminate bar (work of unknown length). */
  value?: number;
  min?: number;
  max?: number;
  /** Text read instead of the number, e.g. "3 of 5 steps". Also shown when `showValue`. */
  valueText?: string;
  /** Shows the label above the bar; otherwise it is only the bar's accessible name. */
  showLabel?: boolean;
  /** Shows the value (percentage or `valueText`) beside the label. */
  showValue?: boolean;
  tone?: 'accent' | 'success' | 'danger';
  size?: 'sm' | 'md';
}

/** role="progressbar" with aria-valuenow/min/max; indeterminate when `value` is absent. */
export function ProgressBar({
  label,
  value,
  min = 0,
  max = 100,
  valueText,
  showLabel = false,
  showValue = false,
  tone = 'accent',
  size = 'md',
}: ProgressBarProps) {
  const labelId = useId();
  const indeterminate = value === undefined;
  const clamped = indeterminate ? min : Math.min(Math.max(value, min), max);
  const fraction = max > min ? (clamped - min) / (max - min) : 0;
  const shownValue = valueText ?? `${Math.round(fraction * 100)}%`;

  return (
    <Root>
      {(showLabel || showValue) && (
        <LabelRow>
          {showLabel && <span id={labelId}>{label}</span>}
          {showValue && !indeterminate && <Value aria-hidden="true">{shownValue}</Value>}
        </LabelRow>
      )}
      <Track
        role="progressbar"
        aria-labelledby={showLabel ? labelId : undefined}
        aria-label={showLabel ? undefined : label}
        aria-valuemin={min}
        aria-valuemax={max}
        aria-valuenow={indeterminate ? undefined : clamped}
        aria-valuetext={indeterminate ? undefined : valueText}
        data-tone={tone}
        data-size={size}
        data-indeterminate={indeterminate || undefined}
      >
        <Fill style={indeterminate ? undefined : { width: `${fraction * 100}%` }} />
      </Track>
    </Root>
  );
}
