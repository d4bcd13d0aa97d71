import type { ComponentPropsWithRef } from 'react';
import { Icon } from '../../internal/icons';
import type { FieldLabelProps } from '../Field';
import { FormControl } from '../FormControl';
import { SelectBox, StyledSelect } from './Select.styles';

export type SelectOption = { value: string; label: string; disabled?: boolean };

export type SelectProps = ComponentPropsWithRef<'select'> &
  FieldLabelProps & {
    /** The choices; or pass <option> children instead. */
    options?: readonly SelectOption[];
    /** A first, empty choice ("Choose…"), value "". */
    placeholder?: string;
  };

/** A labelled native <select> (keyboard and screen-reader support come from the browser); register()-compatible. */
export function Select({
  label,
  hint,
  error,
  labelHidden,
  id,
  required,
  className,
  options,
  placeholder,
  children,
  'aria-describedby': describedBy,
  ...selectProps
}: SelectProps) {
  return (
    <FormControl {...{ id, required, className, describedBy }}>
      <FormControl.Label visuallyHidden={labelHidden}>{label}</FormControl.Label>
      <FormControl.Caption>{hint}</FormControl.Caption>
      <FormControl.Control>
        {(control) => (
          <SelectBox>
            <StyledSelect required={required} {...control} {...selectProps}>
              {placeholder !== undefined && <option value="">{placeholder}</option>}
              {options?.map((option) => (
                <option key={option.value} value={option.value} disabled={option.disabled}>
                  {option.label}
                </option>
              ))}
              {children}
            </StyledSelect>
            <Icon name="chevronDown" />
          </SelectBox>
        )}
      </FormControl.Control>
      <FormControl.Validation>{error}</FormControl.Validation>
    </FormControl>
  );
}
