import type { ComponentPropsWithRef } from 'react';
import { Field } from '../Field';
import type { FieldLabelProps } from '../Field';
import { StyledCheckbox } from './Checkbox.styles';

export type CheckboxProps = Omit<ComponentPropsWithRef<'input'>, 'type' | 'size'> & FieldLabelProps;

/** A labelled native checkbox (label after the box); register()-compatible. */
export function Checkbox({
  label,
  hint,
  error,
  labelHidden,
  id,
  required,
  className,
  'aria-describedby': describedBy,
  ...inputProps
}: CheckboxProps) {
  return (
    <Field layout="inline" {...{ label, hint, error, labelHidden, id, required, className, describedBy }}>
      {(control) => <StyledCheckbox type="checkbox" required={required} {...control} {...inputProps} />}
    </Field>
  );
}
