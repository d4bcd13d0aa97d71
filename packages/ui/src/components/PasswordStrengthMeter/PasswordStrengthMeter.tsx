import { useId } from 'react';
import { Advice, Label, Root, Segment, Segments } from './PasswordStrengthMeter.styles';

/** zxcvbn's score: 0 (too guessable) to 4 (very unguessable). */
export type PasswordScore = 0 | 1 | 2 | 3 | 4;

export interface PasswordStrengthMeterProps {
  /** Computed by the caller (the site runs zxcvbn); the ui only shows it. */
  score: PasswordScore;
  /** The strength in words ("Weak", "Strong"); '' while nothing is typed. */
  label: string;
  /** What would make the password stronger. */
  advice?: string;
  /** The meter's id, for the password field's aria-describedby; generated when omitted. */
  id?: string;
}

const tones = ['danger', 'danger', 'warning', 'success', 'success'] as const;

/**
 * How strong the password being typed is: a bar of four segments, the strength in words and advice. The words carry
 * the meaning, so nothing depends on the colour. Changes are announced politely; keep the meter mounted while the
 * password is empty (label '') so the first change is announced too. Point the password field's aria-describedby
 * at `id`.
 */
export function PasswordStrengthMeter({ score, label, advice, id }: PasswordStrengthMeterProps) {
  const generated = useId();
  const rootId = id ?? generated;
  // A score of 0 still fills one segment: an empty bar would read as "nothing typed".
  const filled = label ? Math.max(score, 1) : 0;
  return (
    <Root id={rootId} role="status" aria-live="polite" aria-atomic="true" data-score={score}>
      <Segments aria-hidden="true" data-tone={tones[score]}>
        {[1, 2, 3, 4].map((step) => (
          <Segment key={step} data-filled={filled >= step ? '' : undefined} />
        ))}
      </Segments>
      {label && (
        <Label>
          Password strength: <strong>{label}</strong>
        </Label>
      )}
      {label && advice && <Advice>{advice}</Advice>}
    </Root>
  );
}
