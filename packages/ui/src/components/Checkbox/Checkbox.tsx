import type { ComponentPropsWithRef } from 'react';
import type { FieldLabelProps } from '../Field';
import { FormControl } from '../FormControl';
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
    <FormControl layout="inline" {...{ id, required, className, describedBy }}>
      <FormControl.Label visuallyHidden={labelHidden}>{label}</FormControl.Label>
      <FormControl.Caption>{hint}</FormControl.Caption>
      <FormControl.Control>
        {(control) => <StyledCheckbox type="checkbox" required={required} {...control} {...inputProps} />}
      </FormControl.Control>
      <FormControl.Validation>{error}</FormControl.Validation>
    </FormControl>
  );
}
