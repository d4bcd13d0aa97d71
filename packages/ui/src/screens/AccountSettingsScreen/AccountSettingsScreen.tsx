import { useState } from 'react';
import type { FormEvent } from 'react';
import styled from 'styled-components';
import { Badge } from '../../components/Badge';
import { Banner } from '../../components/Banner';
import { Button } from '../../components/Button';
import { AccountDeletionPanel } from '../../components/AccountDeletionPanel';
import type { AccountDeletionPanelProps } from '../../components/AccountDeletionPanel';
import { Card } from '../../components/Card';
import { DataExportPanel } from '../../components/DataExportPanel';
import type { DataExportPanelProps } from '../../components/DataExportPanel';
import { Heading } from '../../components/Heading';
import { Stack } from '../../components/Stack';
import { Text } from '../../components/Text';
import { TextField } from '../../components/TextField';
import { theme as t } from '../../theme';
import { SettingsForm, SettingsFrame } from '../internal/SettingsFrame';
import { useFieldErrors } from '../internal/useFieldErrors';

const Address = styled.p`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${t.space[2]};
  overflow-wrap: anywhere;
`;

export interface EmailChange {
  email: string;
  currentPassword?: string;
}

export type EmailChangeField = 'email' | 'currentPassword';

export interface AccountSettingsScreenProps {
  status: 'loading' | 'error' | 'ready';
  onRetry?: () => void | Promise<unknown>;
  email?: string;
  validated?: boolean;
  bouncing?: boolean;
  /** False for a Facebook-only member: no current password is asked. */
  hasPassword?: boolean;
  onChangeEmail: (change: EmailChange) => void;
  saving?: boolean;
  /** Fields the server refused (400/409 naming them): shown beside the field. */
  fieldErrors?: Partial<Record<EmailChangeField, string>>;
  /** Saving failed otherwise (network, server): what was typed stays. */
  saveError?: string;
  /** The change was saved: what to confirm. */
  saved?: string;
  onResend?: () => void;
  resend?: { state: 'idle' | 'sending' | 'sent' | 'error'; message?: string };
  /** "Your data": asking for a copy of everything stored about the member, and downloading it. */
  dataExport?: DataExportPanelProps;
  /** "Delete your account": the confirm step (password, or the address without one) and the date once asked. */
  accountDeletion?: AccountDeletionPanelProps;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * account-settings: the member's address and whether it is validated (or bouncing), with sending the link again,
 * changing the address (the current password asked; the new address gets a validation link), "Your data" (a
 * copy of everything stored about the member: asked, prepared, downloaded) and deleting the account.
 */
export function AccountSettingsScreen(props: AccountSettingsScreenProps) {
  const { status, onRetry, email = '', validated = false, bouncing = false, hasPassword = true } = props;
  const { onChangeEmail, saving, fieldErrors = {}, saveError, saved, onResend, resend, dataExport } = props;
  const { accountDeletion } = props;
  const [next, setNext] = useState('');
  const [current, setCurrent] = useState('');
  const { form, shown, edit, check } = useFieldErrors<EmailChangeField>(fieldErrors);
  // Saved: the form empties for the next change.
  const [savedSeen, setSavedSeen] = useState(saved);
  if (savedSeen !== saved) {
    setSavedSeen(saved);
    if (saved) {
      setNext('');
      setCurrent('');
    }
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: Partial<Record<EmailChangeField, string>> = {};
    const address = next.trim().toLowerCase();
    if (address === '') found.email = 'Enter your new email address.';
    else if (!EMAIL_PATTERN.test(address)) found.email = 'Enter a valid email address';
    else if (address === email) found.email = 'This is your address already.';
    if (hasPassword && current === '') found.currentPassword = 'Enter your current password.';
    if (!check(event, found)) return;
    onChangeEmail(hasPassword ? { email: address, currentPassword: current } : { email: address });
  };

  return (
    <SettingsFrame
      title="Account settings"
      status={status}
      onRetry={onRetry}
      what="account settings"
      skeleton={[120, 280]}
    >
      <>
        <Card as="section" padding="lg" aria-labelledby="address-title">
          <Stack gap={3}>
            <Heading as="h2" size="lg" id="address-title">
              Your email address
            </Heading>
            <Address>
              <strong>{email}</strong>
              {bouncing ? (
                <Badge tone="danger">Bouncing</Badge>
              ) : validated ? (
                <Badge tone="success" dot>
                  Validated
                </Badge>
              ) : (
                <Badge tone="warning">Not validated</Badge>
              )}
            </Address>
            <Text tone="muted">
              {bouncing
                ? 'Our emails to this address come back undelivered. Change it below.'
                : validated
                  ? 'We write to this address about your messages, matches and account.'
                  : 'Follow the link we sent to this address to validate it.'}
            </Text>
            {!validated && !bouncing && onResend && (
              <div>
                {resend?.state === 'sent' ? (
                  <Text role="status" weight="semibold">
                    {resend.message ?? 'A new link is on its way.'}
                  </Text>
                ) : (
                  <Button
                    variant="secondary"
                    size="sm"
                    loading={resend?.state === 'sending'}
                    onClick={onResend}
                  >
                    Send the link again
                  </Button>
                )}
                {resend?.state === 'error' && (
                  <Text role="alert" tone="danger">
                    {resend.message ?? 'The link was not sent. Try again.'}
                  </Text>
                )}
              </div>
            )}
          </Stack>
        </Card>
        <Card as="section" padding="lg">
          <Stack gap={4}>
            <Stack gap={2}>
              <Heading as="h2" size="lg" id="change-email-title">
                Change your email address
              </Heading>
              <Text tone="muted">
                You will log in with the new address. We send it a link to validate it, and tell your current
                address about the change.
              </Text>
            </Stack>
            <div role="status">
              {saved && (
                <Banner tone="success" title="Email address changed" headingAs="h3">
                  {saved}
                </Banner>
              )}
            </div>
            <SettingsForm ref={form} noValidate onSubmit={submit} aria-labelledby="change-email-title">
              <TextField
                label="New email address"
                name="email"
                type="email"
                autoComplete="email"
                inputMode="email"
                required
                value={next}
                onChange={(event) => edit('email', setNext)(event.target.value)}
                error={shown.email}
              />
              {hasPassword && (
                <TextField
                  label="Current password"
                  name="currentPassword"
                  type="password"
                  autoComplete="current-password"
                  required
                  value={current}
                  onChange={(event) => edit('currentPassword', setCurrent)(event.target.value)}
                  error={shown.currentPassword}
                />
              )}
              {saveError && (
                <Banner tone="danger" title="Your email address was not changed" headingAs="h3">
                  {saveError} What you typed is still here.
                </Banner>
              )}
              <div>
                <Button type="submit" loading={saving}>
                  Change email address
                </Button>
              </div>
            </SettingsForm>
          </Stack>
        </Card>
        {dataExport && <DataExportPanel {...dataExport} />}
        {accountDeletion && <AccountDeletionPanel {...accountDeletion} />}
      </>
    </SettingsFrame>
  );
}
