import type { ChangeEvent, ComponentPropsWithRef } from 'react';
import { Field } from '../Field';
import type { FieldLabelProps } from '../Field';
import { StyledRadio } from './Radio.styles';
import { useRadioGroup } from './RadioGroupContext';

export type RadioProps = Omit<ComponentPropsWithRef<'input'>, 'type' | 'size' | 'value'> &
  Omit<FieldLabelProps, 'error'> & { value: string };

/**
 * One labelled radio button. Inside a RadioGroup it takes the group's name and checked state; alone (or with
 * register()) its own props win.
 */
export function Radio({
  label,
  hint,
  labelHidden,
  id,
  className,
  value,
  name,
  checked,
  defaultChecked,
  onChange,
  'aria-describedby': describedBy,
  ...inputProps
}: RadioProps) {
  const group = useRadioGroup();
  const groupChecked = group?.value !== undefined ? group.value === value : undefined;
  const groupDefault = group?.defaultValue !== undefined ? group.defaultValue === value : undefined;
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    onChange?.(event);
    if (event.target.checked) group?.onValueChange?.(value);
  };
  return (
    <Field layout="inline" {...{ label, hint, labelHidden, id, className, describedBy }}>
      {(control) => (
        <StyledRadio
          type="radio"
          value={value}
          name={name ?? group?.name}
          checked={checked ?? groupChecked}
          defaultChecked={defaultChecked ?? groupDefault}
          onChange={handleChange}
          {...control}
          {...inputProps}
        />
      )}
    </Field>
  );
}
