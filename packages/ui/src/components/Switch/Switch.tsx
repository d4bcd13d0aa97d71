import { useCallback, useMemo, useState } from 'react';
import type { ChangeEvent, ComponentPropsWithRef } from 'react';
import { mergeRefs } from '../../internal/mergeRefs';
import type { FieldLabelProps } from '../Field';
import { FormControl } from '../FormControl';
import { StyledSwitch } from './Switch.styles';

export type SwitchProps = Omit<ComponentPropsWithRef<'input'>, 'type' | 'size' | 'role'> & FieldLabelProps;

/**
 * An on/off setting: a native checkbox with role="switch" and aria-checked, so it submits like a checkbox and
 * works with register(). Label first, switch at the end of the row.
 */
export function Switch({
  label,
  hint,
  error,
  labelHidden,
  id,
  required,
  className,
  checked,
  defaultChecked,
  onChange,
  ref,
  'aria-describedby': describedBy,
  ...inputProps
}: SwitchProps) {
  const [uncontrolledOn, setUncontrolledOn] = useState(defaultChecked ?? false);
  const on = checked ?? uncontrolledOn;
  // A form library may set `checked` through the ref (register() with defaultValues): read it back.
  const measure = useCallback((node: HTMLInputElement | null) => {
    if (node) setUncontrolledOn(node.checked);
  }, []);
  const combinedRef = useMemo(() => mergeRefs(ref, measure), [ref, measure]);
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    setUncontrolledOn(event.target.checked);
    onChange?.(event);
  };
  return (
    <FormControl layout="inline-end" {...{ id, required, className, describedBy }}>
      <FormControl.Label visuallyHidden={labelHidden}>{label}</FormControl.Label>
      <FormControl.Caption>{hint}</FormControl.Caption>
      <FormControl.Control>
        {(control) => (
          <StyledSwitch
            type="checkbox"
            role="switch"
            aria-checked={on}
            checked={checked}
            defaultChecked={defaultChecked}
            required={required}
            ref={combinedRef}
            onChange={handleChange}
            {...control}
            {...inputProps}
          />
        )}
      </FormControl.Control>
      <FormControl.Validation>{error}</FormControl.Validation>
    </FormControl>
  );
}
