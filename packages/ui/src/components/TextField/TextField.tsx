import type { ComponentPropsWithRef } from 'react';
import type { FieldLabelProps } from '../Field';
import { FormControl } from '../FormControl';
import { Input } from './TextField.styles';

export type TextFieldProps = Omit<ComponentPropsWithRef<'input'>, 'size'> & FieldLabelProps;

/**
 * A labelled single-line input. Every other prop (name, onChange, onBlur, ref, value...) goes to the <input>, so
 * react-hook-form's `register()` can be spread onto it.
 */
export function TextField({
  label,
  hint,
  error,
  labelHidden,
  id,
  required,
  className,
  'aria-describedby': describedBy,
  ...inputProps
}: TextFieldProps) {
  return (
    <FormControl {...{ id, required, className, describedBy }}>
      <FormControl.Label visuallyHidden={labelHidden}>{label}</FormControl.Label>
      <FormControl.Caption>{hint}</FormControl.Caption>
      <FormControl.Control>
        {(control) => <Input type="text" required={required} {...control} {...inputProps} />}
      </FormControl.Control>
      <FormControl.Validation>{error}</FormControl.Validation>
    </FormControl>
  );
}
