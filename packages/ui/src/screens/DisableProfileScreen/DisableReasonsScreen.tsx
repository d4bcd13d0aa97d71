import { formatCount } from '@app/contract';
import { useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Banner } from '../../components/Banner';
import { Button } from '../../components/Button';
import { Checkbox } from '../../components/Checkbox';
import { ConfirmDialog } from '../../components/Dialog';
import { ErrorText } from '../../components/Field/Field.styles';
import { Fieldset, Legend } from '../../components/Radio/Radio.styles';
import { Heading } from '../../components/Heading';
import { Link } from '../../components/Link';
import { Stack } from '../../components/Stack';
import { TextArea } from '../../components/TextArea';
import { Icon } from '../../internal/icons';
import { Actions, Choices, Page, Panel } from './DisableProfileScreen.styles';

export interface DisableReasonsValues {
  reasons: string[];
  comment: string;
}

export type DisableReasonsErrors = Partial<Record<keyof DisableReasonsValues, string>>;

/** How the disable call ended: a refusal naming a field goes beside it, anything else shows in the dialog. */
export type DisableOutcome = { ok: true } | { ok: false; error: string; field?: keyof DisableReasonsValues };

export interface DisableReasonsScreenProps {
  /** The choices, in order (the contract's reasons and their labels). */
  reasons: readonly { value: string; label: string }[];
  /** The longest comment (characters). */
  commentMax: number;
  /** The contract's rules: an error per field at fault, none when the form can be sent. */
  validate: (values: DisableReasonsValues) => DisableReasonsErrors;
  /** Disables the profile; resolves when the call has ended. */
  onDisable: (values: DisableReasonsValues) => Promise<DisableOutcome>;
  /** Back to the explanation, keeping the profile. */
  backHref: string;
  defaultValues?: DisableReasonsValues;
}

/**
 * profile/disable/reasons: why the member is leaving (one or more choices, optional words), then a dialog that asks
 * to confirm before the profile is disabled. What was chosen and typed stays on a failed call.
 */
export function DisableReasonsScreen({
  reasons,
  commentMax,
  validate,
  onDisable,
  backHref,
  defaultValues = { reasons: [], comment: '' },
}: DisableReasonsScreenProps) {
  const id = useId();
  const [values, setValues] = useState<DisableReasonsValues>(defaultValues);
  const [errors, setErrors] = useState<DisableReasonsErrors>({});
  const [confirming, setConfirming] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const firstReason = useRef<HTMLInputElement>(null);
  const comment = useRef<HTMLTextAreaElement>(null);

  /** A field the server refused: focused once the dialog has given focus back to the submit button. */
  const focusAfterDialog = useRef<keyof DisableReasonsValues | null>(null);
  const focusField = (field: keyof DisableReasonsValues) =>
    (field === 'reasons' ? firstReason : comment).current?.focus();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    const field = found.reasons ? 'reasons' : found.comment ? 'comment' : undefined;
    if (field) {
      focusField(field);
      return;
    }
    setServerError(null);
    setConfirming(true);
  };

  /** The dialog shows its spinner until the call ends, then closes; a refusal shows on the page. */
  const confirm = async () => {
    setServerError(null);
    const outcome = await onDisable(values);
    if (outcome.ok) return;
    if (outcome.field) {
      setErrors({ [outcome.field]: outcome.error });
      focusAfterDialog.current = outcome.field;
    } else {
      setServerError(outcome.error);
    }
  };

  const toggle = (value: string, checked: boolean) => {
    setValues((current) => ({
      ...current,
      reasons: checked
        ? reasons.map((r) => r.value).filter((v) => v === value || current.reasons.includes(v))
        : current.reasons.filter((v) => v !== value),
    }));
    if (errors.reasons) setErrors((current) => ({ ...current, reasons: undefined }));
  };

  const reasonsError = `${id}-reasons-error`;
  return (
    <Page>
      <Heading as="h1">Why are you leaving?</Heading>
      <div role="alert">
        {serverError && (
          <Banner tone="danger" title="We couldn’t disable your profile">
            {serverError} Your choices are kept.
          </Banner>
        )}
      </div>
      <Panel aria-label="Your reasons">
        <form noValidate onSubmit={submit}>
          <Stack gap={5}>
            <Fieldset
              aria-describedby={errors.reasons ? reasonsError : undefined}
              aria-invalid={errors.reasons ? true : undefined}
            >
              <Legend>Choose one or more reasons</Legend>
              <Choices>
                {reasons.map((reason, index) => (
                  <Checkbox
                    key={reason.value}
                    ref={index === 0 ? firstReason : undefined}
                    name="reasons"
                    value={reason.value}
                    label={reason.label}
                    checked={values.reasons.includes(reason.value)}
                    onChange={(event) => toggle(reason.value, event.target.checked)}
                  />
                ))}
              </Choices>
              {errors.reasons && (
                <ErrorText id={reasonsError} role="alert">
                  <Icon name="alert" />
                  {errors.reasons}
                </ErrorText>
              )}
            </Fieldset>
            <TextArea
              ref={comment}
              name="comment"
              label="Anything else you want to tell us? (optional)"
              hint={`Up to ${formatCount(commentMax)} characters, plain text (${formatCount(values.comment.length)} used).`}
              rows={5}
              value={values.comment}
              error={errors.comment}
              onChange={(event) => {
                const next = event.target.value;
                setValues((current) => ({ ...current, comment: next }));
                if (errors.comment) setErrors((current) => ({ ...current, comment: undefined }));
              }}
            />
            <Actions>
              <Button
                type="submit"
                variant="danger"
                onFocus={() => {
                  const field = focusAfterDialog.current;
                  focusAfterDialog.current = null;
                  if (field) focusField(field);
                }}
              >
                Disable my profile
              </Button>
              <Link href={backHref}>Keep my profile</Link>
            </Actions>
          </Stack>
        </form>
      </Panel>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        tone="danger"
        title="Disable your profile?"
        body="You will be logged out everywhere and hidden from everyone. Nothing is deleted: log in any time to reactivate your profile."
        cancelLabel="Keep my profile"
        confirmLabel="Yes, disable it"
        onConfirm={confirm}
      />
    </Page>
  );
}
