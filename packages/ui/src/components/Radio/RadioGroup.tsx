import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { Icon } from '../../internal/icons';
import { useFieldIds } from '../Field';
import { ErrorText, RequiredMark } from '../Field/Field.styles';
import { Fieldset, GroupHint, Legend, Options } from './Radio.styles';
import { RadioGroupContext } from './RadioGroupContext';
import type { RadioGroupState } from './RadioGroupContext';

export type RadioGroupProps = RadioGroupState & {
  /** The question, rendered as the fieldset's <legend>. */
  legend: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  orientation?: 'vertical' | 'horizontal';
  id?: string;
  className?: string;
  children: ReactNode;
};

/**
 * A fieldset of Radio buttons with a legend, hint and error wired to the group (role="radiogroup"). Controlled
 * (value + onValueChange), uncontrolled (defaultValue), or left to register() on each Radio.
 */
export function RadioGroup({
  legend,
  hint,
  error,
  required = false,
  orientation = 'vertical',
  id,
  className,
  children,
  name,
  value,
  defaultValue,
  onValueChange,
}: RadioGroupProps) {
  const { controlId, hintId, errorId } = useFieldIds(id);
  const hasError = Boolean(error);
  const describedBy =
    [hint ? hintId : null, hasError ? errorId : null].filter(Boolean).join(' ') || undefined;
  const state = useMemo(
    () => ({ name, value, defaultValue, onValueChange }),
    [name, value, defaultValue, onValueChange],
  );
  return (
    <Fieldset
      id={controlId}
      role="radiogroup"
      className={className}
      aria-describedby={describedBy}
      aria-invalid={hasError || undefined}
      aria-errormessage={hasError ? errorId : undefined}
      aria-required={required || undefined}
    >
      <Legend>
        {legend}
        {required && <RequiredMark aria-hidden="true">*</RequiredMark>}
      </Legend>
      {hint && <GroupHint id={hintId}>{hint}</GroupHint>}
      <RadioGroupContext value={state}>
        <Options data-orientation={orientation}>{children}</Options>
      </RadioGroupContext>
      {hasError && (
        <ErrorText id={errorId} role="alert">
          <Icon name="alert" />
          {error}
        </ErrorText>
      )}
    </Fieldset>
  );
}
