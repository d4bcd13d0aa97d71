import { useId } from 'react';
import type { ReactNode } from 'react';
import { Icon } from '../../internal/icons';
import { ControlSlot, ErrorText, Footer, Hint, Label, RequiredMark, Wrapper } from './Field.styles';

/** What a Field hands to its control: spread these onto the input. */
export type FieldControlProps = {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-errormessage'?: string;
};

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
  layout?: 'stacked' | 'inline' | 'inline-end';
  /** Extra ids for aria-describedby (a character count, the caller's own description). */
  describedBy?: string;
  /** Rendered last, e.g. a character count. */
  footer?: ReactNode;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
};

/** Ids of a field's parts: the control, its hint and its error. */
export function useFieldIds(id?: string) {
  const generated = useId();
  const controlId = id ?? generated;
  return { controlId, hintId: `${controlId}-hint`, errorId: `${controlId}-error` };
}

/**
 * Label, hint and error around one form control, wired by id: the label names the control; the hint and error
 * describe it; an error sets aria-invalid and aria-errormessage. The control keeps its place in the tree, so an error
 * appearing never resets what was typed.
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
  const { controlId, hintId, errorId } = useFieldIds(id);
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const describedByIds = [hint ? hintId : null, hasError ? errorId : null, describedBy]
    .filter(Boolean)
    .join(' ');
  const control: FieldControlProps = {
    id: controlId,
    'aria-describedby': describedByIds || undefined,
    'aria-invalid': hasError ? true : undefined,
    'aria-errormessage': hasError ? errorId : undefined,
  };
  return (
    <Wrapper data-layout={layout} className={className}>
      <Label htmlFor={controlId} data-hidden={labelHidden ? '' : undefined}>
        {label}
        {required && <RequiredMark aria-hidden="true">*</RequiredMark>}
      </Label>
      {hint && <Hint id={hintId}>{hint}</Hint>}
      <ControlSlot>{children(control)}</ControlSlot>
      {hasError && (
        <ErrorText id={errorId} role="alert">
          <Icon name="alert" />
          {error}
        </ErrorText>
      )}
      {footer && <Footer>{footer}</Footer>}
    </Wrapper>
  );
}
