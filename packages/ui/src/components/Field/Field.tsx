import type { ReactNode } from 'react';
import { FormControl, useFormControlIds } from '../FormControl';
import type { FormControlForwardedProps, FormControlLayout } from '../FormControl';

/** What a Field hands to its control: spread these onto the input. */
export type FieldControlProps = FormControlForwardedProps;

/** The label/hint/error props every form field accepts. */
export type FieldLabelProps = {
  label: ReactNode;
  /** Help shown under the label, read with the control. */
  hint?: ReactNode;
  /** Shown under the control, marks it invalid and is announced when it appears. */
  error?: ReactNode;
  /** Keeps the label for screen readers only (e.g. a search box with a visible button). */
  labelHidden?: boolean;
};

export type FieldProps = FieldLabelProps & {
  /** The control's id; generated when omitted. */
  id?: string;
  /** Shows a required mark next to the label (the control itself gets `required`). */
  required?: boolean;
  layout?: FormControlLayout;
  /** Extra ids for aria-describedby (a character count, the caller's own description). */
  describedBy?: string;
  /** Rendered last, e.g. a character count. */
  footer?: ReactNode;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
};

/** Ids of a field's parts: the control, its hint and its error. */
export const useFieldIds = useFormControlIds;

/**
 * FormControl with its parts as props (label, hint, error, footer) and the control as a render function: what every
 * form field of the ui renders (TextField, TextArea, Select, Checkbox, Switch, Radio). Wiring and layout live in
 * FormControl.
 */
export function Field({
  label,
  hint,
  error,
  labelHidden = false,
  id,
  required = false,
  layout = 'stacked',
  describedBy,
  footer,
  className,
  children,
}: FieldProps) {
  return (
    <FormControl {...{ id, required, layout, describedBy, className }}>
      <FormControl.Label visuallyHidden={labelHidden}>{label}</FormControl.Label>
      <FormControl.Caption>{hint}</FormControl.Caption>
      <FormControl.Control>{children}</FormControl.Control>
      <FormControl.Validation>{error}</FormControl.Validation>
      <FormControl.Footer>{footer}</FormControl.Footer>
    </FormControl>
  );
}
