import { ACCOUNT_DELETION_GRACE_DAYS } from '@app/contract';
import { useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Banner } from '../Banner';
import { Button } from '../Button';
import { Card } from '../Card';
import { Heading } from '../Heading';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { TextField } from '../TextField';
import { Actions, Consequences, ConfirmForm } from './AccountDeletionPanel.styles';

/**
 * Where the account's deletion stands, as the page shows it (the date already formatted):
 * - `none`: not asked; the button opens the confirm step;
 * - `scheduled`: asked; the account is deleted for good on `deleteOn` unless the member logs in before.
 */
export type AccountDeletionView = { state: 'none' } | { state: 'scheduled'; deleteOn: string };

/** What confirms the deletion: the password, or for a member without one the account's address. */
export type AccountDeletionConfirmation = { password: string } | { email: string };

export interface AccountDeletionPanelProps {
  status: AccountDeletionView;
  /** False for a Facebook-only member: the address is typed instead of a password. */
  hasPassword?: boolean;
  onDelete: (confirmation: AccountDeletionConfirmation) => void;
  /** The request is on its way. */
  submitting?: boolean;
  /** The server refused the password or the address (400 naming it): shown beside the field. */
  fieldError?: string;
  /** The request failed otherwise (network, too many tries): what was typed stays. */
  requestError?: string;
  /** The member has passkeys: the confirm step offers one instead of the password or the address. */
  onDeleteWithPasskey?: () => void;
}

const CONSEQUENCES = [
  'Your membership stops renewing now.',
  'Your profile is hidden at once and you are logged out everywhere.',
  `After ${ACCOUNT_DELETION_GRACE_DAYS} days your profile, photos, answers, likes and the rest of your data are deleted for good. Nobody can bring them back, not even customer service.`,
  'Members you wrote to keep your messages, under the name "Deleted member".',
];

/**
 * "Delete my account" in the account settings: a warning and a confirm step (the password, or the address for a
 * member without one), then the date the account goes and that logging in before it undoes it.
 */
export function AccountDeletionPanel(props: AccountDeletionPanelProps) {
  const { status, hasPassword = true, onDelete, submitting = false, fieldError, requestError } = props;
  const { onDeleteWithPasskey } = props;
  const titleId = useId();
  const warningId = useId();
  const [confirming, setConfirming] = useState(false);
  const [value, setValue] = useState('');
  const [missing, setMissing] = useState<string>();
  const field = useRef<HTMLInputElement>(null);
  const opener = useRef<HTMLButtonElement>(null);

  const open = () => {
    setConfirming(true);
    // The field takes the focus once the step shows.
    requestAnimationFrame(() => field.current?.focus());
  };
  const cancel = () => {
    setConfirming(false);
    setValue('');
    setMissing(undefined);
    requestAnimationFrame(() => opener.current?.focus());
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (value.trim() === '') {
      setMissing(hasPassword ? 'Enter your password.' : 'Type the email address of your account.');
      field.current?.focus();
      return;
    }
    onDelete(hasPassword ? { password: value } : { email: value.trim() });
  };
  const error = missing ?? fieldError;

  return (
    <Card as="section" padding="lg" aria-labelledby={titleId}>
      <Stack gap={3}>
        <Heading as="h2" size="lg" id={titleId}>
          Delete your account
        </Heading>
        <div aria-live="polite">
          {status.state === 'scheduled' && (
            <Banner tone="warning" title="Your account will be deleted" headingAs="h3">
              Your account will be deleted for good on {status.deleteOn}. Changed your mind? Log in before
              then and it comes back as it was.
            </Banner>
          )}
        </div>
        {status.state === 'none' && !confirming && (
          <>
            <Text tone="muted">
              Closes your account now and deletes your data after {ACCOUNT_DELETION_GRACE_DAYS} days. To take
              a break instead, disable your profile: nothing is deleted.
            </Text>
            <div>
              <Button ref={opener} variant="danger" onClick={open}>
                Delete my account
              </Button>
            </div>
          </>
        )}
        {status.state === 'none' && confirming && (
          <ConfirmForm noValidate onSubmit={submit} aria-labelledby={titleId} aria-describedby={warningId}>
            <Banner tone="danger" title="This cannot be undone after the grace period" headingAs="h3">
              <Consequences id={warningId}>
                {CONSEQUENCES.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </Consequences>
              You can log in within {ACCOUNT_DELETION_GRACE_DAYS} days to keep your account.
            </Banner>
            {hasPassword ? (
              <TextField
                ref={field}
                label="Your password"
                name="password"
                type="password"
                autoComplete="current-password"
                required
                value={value}
                onChange={(event) => {
                  setValue(event.target.value);
                  setMissing(undefined);
                }}
                error={error}
              />
            ) : (
              <TextField
                ref={field}
                label="Your email address"
                hint="You log in with Facebook, so type the address of your account to confirm."
                name="email"
                type="email"
                autoComplete="email"
                inputMode="email"
                required
                value={value}
                onChange={(event) => {
                  setValue(event.target.value);
                  setMissing(undefined);
                }}
                error={error}
              />
            )}
            {requestError && (
              <Banner tone="danger" title="Your account was not deleted" headingAs="h3">
                {requestError}
              </Banner>
            )}
            <Actions>
              <Button type="submit" variant="danger" loading={submitting}>
                Delete my account
              </Button>
              {onDeleteWithPasskey && (
                <Button variant="secondary" onClick={onDeleteWithPasskey} disabled={submitting}>
                  Confirm with a passkey
                </Button>
              )}
              <Button variant="ghost" onClick={cancel} disabled={submitting}>
                Keep my account
              </Button>
            </Actions>
          </ConfirmForm>
        )}
      </Stack>
    </Card>
  );
}
