import type { ComponentPropsWithRef } from 'react';
import { Field } from '../Field';
import type { FieldLabelProps } from '../Field';
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
    <Field {...{ label, hint, error, labelHidden, id, required, className, describedBy }}>
      {(control) => <Input type="text" required={required} {...control} {...inputProps} />}
    </Field>
  );
}
