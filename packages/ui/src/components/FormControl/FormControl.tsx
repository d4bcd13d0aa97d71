import { Children, Fragment, createContext, isValidElement, useContext, useId } from 'react';
import type { ReactElement, ReactNode } from 'react';
import { Icon } from '../../internal/icons';
import { ControlSlot, ErrorText, Footer, Hint, Label, RequiredMark, Wrapper } from './FormControl.styles';

/** What FormControl hands to its control: spread these onto the native input, select or textarea. */
export type FormControlForwardedProps = {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  'aria-errormessage'?: string;
};

export type FormControlLayout = 'stacked' | 'inline' | 'inline-end';

export type FormControlProps = {
  /** The control's id; generated when omitted. */
  id?: string;
  /** Shows a required mark next to the label (the control itself gets `required` from its own props). */
  required?: boolean;
  /**
   * stacked: label, caption, control, validation (text inputs, selects); inline: control before the label (Checkbox,
   * Radio); inline-end: label first, control at the end of the row (Switch).
   */
  layout?: FormControlLayout;
  /** Extra ids for aria-describedby (a character count, the caller's own description). */
  describedBy?: string;
  className?: string;
  /** FormControl.Label, FormControl.Caption, FormControl.Control, FormControl.Validation, FormControl.Footer. */
  children: ReactNode;
};

interface FormControlContextValue {
  required: boolean;
  ids: { control: string; caption: string; validation: string };
  forwarded: FormControlForwardedProps;
}

const FormControlContext = createContext<FormControlContextValue | null>(null);

function useFormControlContext(part: string): FormControlContextValue {
  const context = useContext(FormControlContext);
  if (!context) throw new Error(`FormControl.${part} must be rendered inside <FormControl>.`);
  return context;
}

/** Ids of a form control's parts: the control, its caption (hint) and its validation message (error). */
export function useFormControlIds(id?: string) {
  const generated = useId();
  const controlId = id ?? generated;
  return { controlId, hintId: `${controlId}-hint`, errorId: `${controlId}-error` };
}

/**
 * The props a control inside a FormControl needs (id, aria-describedby, aria-invalid, aria-errormessage), for a control
 * component of one's own rendered as a child of FormControl.Control.
 */
export function useFormControlForwardedProps(): FormControlForwardedProps {
  return useFormControlContext('Control').forwarded;
}

/** Whether a node renders something (an error of '' or false shows nothing and does not mark the control invalid). */
const renders = (node: ReactNode) => node !== undefined && node !== null && node !== false && node !== '';

/** Whether the children (looking inside fragments) hold the given part with content. */
const hasPart = (children: ReactNode, part: (props: never) => ReactNode): boolean =>
  Children.toArray(children).some((child) => {
    if (!isValidElement(child)) return false;
    const { children: content } = (child as ReactElement<{ children?: ReactNode }>).props;
    if (child.type === Fragment) return hasPart(content, part);
    return child.type === part && renders(content);
  });

/**
 * One form control's label, caption (hint) and validation message (error), wired by id, in the style of primer/react's
 * FormControl: the label names the control; the caption and the validation message describe it; a validation message
 * sets aria-invalid and aria-errormessage and is announced (role="alert") when it appears. The control keeps its place
 * in the tree, so a message appearing never resets what was typed. Every form field of the ui (TextField, TextArea,
 * Select, Checkbox, Switch, Radio through Field) is built on it.
 *
 * ```tsx
 * <FormControl required>
 *   <FormControl.Label>Postcode</FormControl.Label>
 *   <FormControl.Caption>We only show your town.</FormControl.Caption>
 *   <FormControl.Control>{(control) => <input {...control} required />}</FormControl.Control>
 *   <FormControl.Validation>{error}</FormControl.Validation>
 * </FormControl>
 * ```
 */
export function FormControl({
  id,
  required = false,
  layout = 'stacked',
  describedBy,
  className,
  children,
}: FormControlProps) {
  const { controlId, hintId, errorId } = useFormControlIds(id);
  const hasCaption = hasPart(children, Caption);
  const hasValidation = hasPart(children, Validation);
  const describedByIds = [hasCaption ? hintId : null, hasValidation ? errorId : null, describedBy]
    .filter(Boolean)
    .join(' ');
  const value: FormControlContextValue = {
    required,
    ids: { control: controlId, caption: hintId, validation: errorId },
    forwarded: {
      id: controlId,
      'aria-describedby': describedByIds || undefined,
      'aria-invalid': hasValidation ? true : undefined,
      'aria-errormessage': hasValidation ? errorId : undefined,
    },
  };
  return (
    <FormControlContext.Provider value={value}>
      <Wrapper data-layout={layout} className={className}>
        {children}
      </Wrapper>
    </FormControlContext.Provider>
  );
}

export type FormControlLabelProps = {
  children: ReactNode;
  /** Keeps the label for screen readers only (e.g. a search box with a visible button). */
  visuallyHidden?: boolean;
};

function Label_({ children, visuallyHidden = false }: FormControlLabelProps) {
  const { ids, required } = useFormControlContext('Label');
  return (
    <Label htmlFor={ids.control} data-hidden={visuallyHidden ? '' : undefined}>
      {children}
      {required && <RequiredMark aria-hidden="true">*</RequiredMark>}
    </Label>
  );
}

/** Help shown under the label, read with the control (its aria-describedby). Renders nothing when empty. */
function Caption({ children }: { children?: ReactNode }) {
  const { ids } = useFormControlContext('Caption');
  return renders(children) ? <Hint id={ids.caption}>{children}</Hint> : null;
}

/**
 * The error: shown under the control, marks it invalid (aria-invalid, aria-errormessage, aria-describedby) and is
 * announced when it appears. Renders nothing (and marks nothing) when empty.
 */
function Validation({ children }: { children?: ReactNode }) {
  const { ids } = useFormControlContext('Validation');
  return renders(children) ? (
    <ErrorText id={ids.validation} role="alert">
      <Icon name="alert" />
      {children}
    </ErrorText>
  ) : null;
}

/** The control's place: a render function receives the props to spread onto the native control. */
function Control({
  children,
}: {
  children: ReactNode | ((control: FormControlForwardedProps) => ReactNode);
}) {
  const { forwarded } = useFormControlContext('Control');
  return <ControlSlot>{typeof children === 'function' ? children(forwarded) : children}</ControlSlot>;
}

/** Rendered last, e.g. a character count. Renders nothing when empty. */
function Footer_({ children }: { children?: ReactNode }) {
  useFormControlContext('Footer');
  return renders(children) ? <Footer>{children}</Footer> : null;
}

FormControl.Label = Label_;
FormControl.Caption = Caption;
FormControl.Validation = Validation;
FormControl.Control = Control;
FormControl.Footer = Footer_;
