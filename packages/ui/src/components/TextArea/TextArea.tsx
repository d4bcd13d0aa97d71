import { useCallback, useId, useMemo, useState } from 'react';
import type { ChangeEvent, ComponentPropsWithRef } from 'react';
import { mergeRefs } from '../../internal/mergeRefs';
import type { FieldLabelProps } from '../Field';
import { FormControl } from '../FormControl';
import { VisuallyHidden } from '../VisuallyHidden';
import { Count, StyledTextArea } from './TextArea.styles';

export type TextAreaProps = ComponentPropsWithRef<'textarea'> &
  FieldLabelProps & {
    /** Shows "used / maxLength" under the box (needs maxLength). */
    showCount?: boolean;
  };

/** A labelled multi-line input with an optional character count; register()-compatible like TextField. */
export function TextArea({
  label,
  hint,
  error,
  labelHidden,
  id,
  required,
  className,
  showCount = false,
  maxLength,
  ref,
  onChange,
  'aria-describedby': describedBy,
  ...textareaProps
}: TextAreaProps) {
  const countId = useId();
  const { value, defaultValue } = textareaProps;
  const [typedLength, setTypedLength] = useState(() => String(value ?? defaultValue ?? '').length);
  // Controlled: count the value. Uncontrolled (e.g. register()): count what is in the box, including values a
  // form library writes through the ref.
  const length = value !== undefined ? String(value).length : typedLength;
  const measure = useCallback((node: HTMLTextAreaElement | null) => {
    if (node) setTypedLength(node.value.length);
  }, []);
  const combinedRef = useMemo(() => mergeRefs(ref, measure), [ref, measure]);
  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    setTypedLength(event.target.value.length);
    onChange?.(event);
  };
  const counted = showCount && maxLength !== undefined;
  const count = counted ? (
    <Count id={countId} data-full={length >= maxLength ? '' : undefined}>
      {length} / {maxLength}
      <VisuallyHidden> characters</VisuallyHidden>
    </Count>
  ) : undefined;
  const describedByIds = [describedBy, counted ? countId : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <FormControl {...{ id, required, className }} describedBy={describedByIds}>
      <FormControl.Label visuallyHidden={labelHidden}>{label}</FormControl.Label>
      <FormControl.Caption>{hint}</FormControl.Caption>
      <FormControl.Control>
        {(control) => (
          <StyledTextArea
            required={required}
            maxLength={maxLength}
            ref={combinedRef}
            onChange={handleChange}
            {...control}
            {...textareaProps}
          />
        )}
      </FormControl.Control>
      <FormControl.Validation>{error}</FormControl.Validation>
      <FormControl.Footer>{count}</FormControl.Footer>
    </FormControl>
  );
}
