// One of the public contact forms (customer service, bug report, system abuse …), drawn from the contract's spec of
// that form: name, email, the form's own fields and the message. Mistakes show beside their field (checked here
// with the contract's schema before sending, and named by the server after); nothing typed is lost when sending
// fails, and the member can send again at once. Sent: the reference to quote.
import type { SupportFieldSpec, SupportFormId } from '@app/contract';
import { supportBodyOf, supportForms, supportMessageLimits } from '@app/contract';
import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import styled from 'styled-components';
import { Banner } from '../../components/Banner';
import { Button } from '../../components/Button';
import { Checkbox } from '../../components/Checkbox';
import { Heading } from '../../components/Heading';
import { Link } from '../../components/Link';
import { Select } from '../../components/Select';
import { Stack } from '../../components/Stack';
import { Text } from '../../components/Text';
import { TextArea } from '../../components/TextArea';
import { TextField } from '../../components/TextField';
import { theme as t } from '../../theme';
import type { PublicLink } from '../internal/PublicFrame';
import { PublicFrame } from '../internal/PublicFrame';

/** What the form holds: text fields as typed, consent boxes as booleans. */
export type SupportFormValues = Record<string, string | boolean>;

/** Why the last send failed: a network or server problem (send again), or the rate limit (wait). */
export interface SupportSendError {
  kind: 'network' | 'server' | 'rate-limited';
  message: string;
}

export interface SupportFormScreenProps {
  form: SupportFormId;
  /** Filled in for a logged-in member (name and email); they can still change them. */
  initialValues?: { name?: string; email?: string };
  /** `sent`: the message was stored; `reference` is what to quote. */
  status: 'editing' | 'sent';
  reference?: string;
  submitting?: boolean;
  sendError?: SupportSendError;
  /** Field errors from the server (400 naming the field). */
  errors?: Readonly<Record<string, string>>;
  /** Called with the values checked by the contract's schema (trimmed, empty optional fields left out). */
  onSubmit: (values: Record<string, unknown>) => void;
  homeHref: string;
  /** After sending: a page to read next (e.g. the FAQ). */
  nextLink?: PublicLink;
  footerLinks: readonly PublicLink[];
}

const Form = styled.form`
  display: grid;
  gap: ${t.space[5]};
`;

const Reference = styled.p`
  margin: 0;
  padding: ${t.space[4]} ${t.space[5]};
  border: 1px solid ${t.color.success.muted};
  border-radius: ${t.radii.lg};
  background-color: ${t.color.success.subtle};
  font-size: ${t.font.size.lg};

  strong {
    display: block;
    font-size: ${t.font.size.xl};
    font-variant-numeric: tabular-nums;
    letter-spacing: 0.05em;
    overflow-wrap: anywhere;
  }
`;

const commonFields = ['name', 'email'] as const;
/** One object, so effects keyed on the server's errors do not run on every render. */
const NO_ERRORS: Readonly<Record<string, string>> = {};

/** Field order: name, email, the form's own text and choice fields, the message, then its consent boxes. */
function fieldOrder(fields: Readonly<Record<string, SupportFieldSpec>>): string[] {
  const own = Object.entries(fields);
  return [
    ...commonFields,
    ...own.filter(([, spec]) => spec.kind !== 'consent').map(([key]) => key),
    'message',
    ...own.filter(([, spec]) => spec.kind === 'consent').map(([key]) => key),
  ];
}

/** The first message per field of a failed check. */
function fieldErrors(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? 'message');
    errors[field] ??= issue.message;
  }
  return errors;
}

function SentState({
  form,
  reference,
  nextLink,
  homeHref,
}: {
  form: SupportFormId;
  reference: string;
  nextLink?: PublicLink;
  homeHref: string;
}) {
  // Focus moves to the outcome, so a screen reader announces it and the keyboard starts from there.
  useEffect(() => document.getElementById('support-sent-title')?.focus(), []);
  return (
    <Stack gap={5}>
      <Heading as="h1" id="support-sent-title" tabIndex={-1}>
        Your message was sent
      </Heading>
      <Reference>
        Your reference <strong>{reference}</strong>
      </Reference>
      <Text>{supportForms[form].sentText}</Text>
      <Text tone="muted">
        We also emailed you this reference. Quote it if you write to us about this again.
      </Text>
      <Stack gap={2}>
        {nextLink && <Link href={nextLink.href}>{nextLink.label}</Link>}
        <Link href={homeHref}>Back to the front page</Link>
      </Stack>
    </Stack>
  );
}

export function SupportFormScreen({
  form,
  initialValues,
  status,
  reference,
  submitting = false,
  sendError,
  errors: serverErrors = NO_ERRORS,
  onSubmit,
  homeHref,
  nextLink,
  footerLinks,
}: SupportFormScreenProps) {
  const spec = supportForms[form];
  const fields = spec.fields as Readonly<Record<string, SupportFieldSpec>>;
  // Name and email stay out of `values` until typed: a logged-in member's, arriving later, still fill them in.
  const [typed, setValues] = useState<SupportFormValues>({});
  const values: SupportFormValues = {
    name: initialValues?.name ?? '',
    email: initialValues?.email ?? '',
    ...typed,
  };
  const [errors, setErrors] = useState<Record<string, string>>({});
  const formRef = useRef<HTMLFormElement>(null);
  // The server's field errors show until that field is changed (fields changed since this set of errors came).
  const [cleared, setCleared] = useState({ of: serverErrors, fields: new Set<string>() });
  const clearedFields = cleared.of === serverErrors ? cleared.fields : new Set<string>();
  const shown: Record<string, string> = {
    ...Object.fromEntries(Object.entries(serverErrors).filter(([field]) => !clearedFields.has(field))),
    ...errors,
  };

  // A field the server names gets focus, as a field the check here names does.
  useEffect(() => {
    const first = fieldOrder(fields).find((field) => serverErrors[field]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }, [serverErrors, fields]);

  if (status === 'sent' && reference)
    return (
      <PublicFrame homeHref={homeHref} footerLinks={footerLinks}>
        <SentState form={form} reference={reference} nextLink={nextLink} homeHref={homeHref} />
      </PublicFrame>
    );

  const text = (field: string) => (typeof values[field] === 'string' ? (values[field] as string) : '');
  const change = (field: string, value: string | boolean) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _gone, ...rest }) => rest);
    setCleared((current) => ({
      of: serverErrors,
      fields: new Set(current.of === serverErrors ? current.fields : []).add(field),
    }));
  };

  const submit = (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    // Empty optional fields are left out; consent boxes are sent as they are.
    const body = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== ''));
    const checked = supportBodyOf(form).safeParse(body);
    if (!checked.success) {
      const found = fieldErrors(checked.error.issues);
      setErrors(found);
      const first = fieldOrder(fields).find((field) => found[field]);
      if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setErrors({});
    onSubmit(checked.data as Record<string, unknown>);
  };

  const renderField = (key: string) => {
    if (key === 'name')
      return (
        <TextField
          key={key}
          name="name"
          label="Your name"
          autoComplete="name"
          required
          maxLength={supportMessageLimits.nameMax}
          value={text('name')}
          onChange={(event) => change('name', event.target.value)}
          error={shown.name}
        />
      );
    if (key === 'email')
      return (
        <TextField
          key={key}
          name="email"
          type="email"
          label="Your email"
          hint="We answer to this address."
          autoComplete="email"
          required
          maxLength={supportMessageLimits.emailMax}
          value={text('email')}
          onChange={(event) => change('email', event.target.value)}
          error={shown.email}
        />
      );
    if (key === 'message')
      return (
        <TextArea
          key={key}
          name="message"
          label={spec.messageLabel}
          hint={'messageHint' in spec ? spec.messageHint : undefined}
          required
          rows={7}
          maxLength={supportMessageLimits.messageMax}
          showCount
          value={text('message')}
          onChange={(event) => change('message', event.target.value)}
          error={shown.message}
        />
      );
    const field = fields[key]!;
    if (field.kind === 'consent')
      return (
        <Checkbox
          key={key}
          name={key}
          label={field.label}
          hint={field.hint}
          checked={values[key] === true}
          onChange={(event) => change(key, event.target.checked)}
          error={shown[key]}
        />
      );
    if (field.kind === 'choice')
      return (
        <Select
          key={key}
          name={key}
          label={field.label}
          hint={field.hint}
          required
          placeholder="Choose…"
          options={field.options}
          value={text(key)}
          onChange={(event) => change(key, event.target.value)}
          error={shown[key]}
        />
      );
    const Control = field.kind === 'textarea' ? TextArea : TextField;
    return (
      <Control
        key={key}
        name={key}
        label={field.label}
        hint={field.hint}
        required={!field.optional}
        maxLength={field.max}
        autoComplete={field.autoComplete ?? 'off'}
        {...(field.kind === 'textarea' ? { rows: 4 } : {})}
        value={text(key)}
        onChange={(event: { target: { value: string } }) => change(key, event.target.value)}
        error={shown[key]}
      />
    );
  };

  return (
    <PublicFrame homeHref={homeHref} footerLinks={footerLinks}>
      <Stack gap={5}>
        <Stack gap={2}>
          <Heading as="h1" id="support-form-title">
            {spec.title}
          </Heading>
          <Text tone="muted">{spec.intro}</Text>
        </Stack>
        <Form ref={formRef} noValidate onSubmit={submit} aria-labelledby="support-form-title">
          {fieldOrder(fields).map(renderField)}
          {sendError && (
            <Banner
              tone={sendError.kind === 'rate-limited' ? 'warning' : 'danger'}
              title="Your message wasn't sent"
              headingAs="h2"
              {...(sendError.kind === 'rate-limited'
                ? {}
                : { action: { label: 'Try again', onClick: () => submit() } })}
            >
              {sendError.message} What you wrote is still here.
            </Banner>
          )}
          <div>
            <Button type="submit" loading={submitting}>
              {spec.submitLabel}
            </Button>
          </div>
        </Form>
      </Stack>
    </PublicFrame>
  );
}
