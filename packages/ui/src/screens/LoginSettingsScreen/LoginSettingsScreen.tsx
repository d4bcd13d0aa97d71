import { useState } from 'react';
import type { FormEvent } from 'react';
import styled from 'styled-components';
import { Badge } from '../../components/Badge';
import { Banner } from '../../components/Banner';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { Heading } from '../../components/Heading';
import { Link } from '../../components/Link';
import { PasskeysPanel } from '../../components/PasskeysPanel';
import type { PasskeysPanelProps } from '../../components/PasskeysPanel';
import { Stack } from '../../components/Stack';
import { Text } from '../../components/Text';
import { TextField } from '../../components/TextField';
import { TwoStepPanel } from '../../components/TwoStepPanel';
import type { TwoStepPanelProps } from '../../components/TwoStepPanel';
import { theme as t } from '../../theme';
import type { PasswordRules } from '../internal/NewPasswordFields';
import { NewPasswordFields, checkNewPassword } from '../internal/NewPasswordFields';
import { SettingsForm, SettingsFrame } from '../internal/SettingsFrame';
import { useFieldErrors } from '../internal/useFieldErrors';

const SessionList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${t.space[3]};
`;

const SessionItem = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${t.space[3]};
  padding: ${t.space[3]} 0;
  border-top: 1px solid ${t.color.border.muted};
  &:first-child {
    border-top: 0;
  }
`;

const SessionText = styled.div`
  display: grid;
  gap: ${t.space[1]};
  min-width: 0;
  overflow-wrap: anywhere;
`;

/** One signed-in session as the member reads it (dates already formatted). */
export interface SessionRow {
  id: string;
  /** "Chrome on Windows". */
  browser: string;
  /** mediumDate of the sign-in. */
  signedIn: string;
  /** "Active now" or a mediumDate. */
  lastSeen: string;
  current: boolean;
}

export interface PasswordChange {
  /** Absent for a member without a password (Facebook only): they set a first one. */
  currentPassword?: string;
  newPassword: string;
}

export type PasswordField = 'currentPassword' | 'newPassword';

export interface LoginSettingsScreenProps {
  status: 'loading' | 'error' | 'ready';
  onRetry?: () => void | Promise<unknown>;
  /** The address the member logs in with. */
  email?: string;
  /** False for a member who only signed in with Facebook: the form sets a first password, without a current one. */
  hasPassword?: boolean;
  sessions?: SessionRow[];
  passwordRules: PasswordRules;
  /** Where the member changes the address (account settings). */
  accountSettingsHref: string;
  onChangePassword: (change: PasswordChange) => void;
  passwordSaving?: boolean;
  /** Fields the server refused (400 naming them): the message shows beside the field. */
  passwordErrors?: Partial<Record<PasswordField, string>>;
  /** Saving failed otherwise (network, server): shown above the button; what was typed stays. */
  passwordError?: string;
  /** The change was saved: what to confirm (it also clears the form). */
  passwordSaved?: string;
  onSignOutOthers: () => void;
  signingOutOthers?: boolean;
  /** Signing out failed. */
  sessionsError?: string;
  /** Sessions were signed out: what to confirm. */
  sessionsSaved?: string;
  onSignOutSession?: (id: string) => void;
  /** The session being signed out, if any. */
  signingOutId?: string;
  /** The member's passkeys, under the password: shown when given. */
  passkeys?: PasskeysPanelProps;
  /** Two-step sign-in, under the passkeys: shown when given. */
  twoStep?: TwoStepPanelProps;
}

function PasswordForm({
  hasPassword,
  passwordRules,
  onChangePassword,
  passwordSaving,
  passwordErrors = {},
  passwordError,
  passwordSaved,
}: Pick<
  LoginSettingsScreenProps,
  | 'passwordRules'
  | 'onChangePassword'
  | 'passwordSaving'
  | 'passwordErrors'
  | 'passwordError'
  | 'passwordSaved'
> & { hasPassword: boolean }) {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const { form, shown, edit, check } = useFieldErrors<PasswordField | 'confirmPassword'>(passwordErrors);

  // Saved: the form empties (a password manager offers to store the new one) and waits for the next change.
  const [savedSeen, setSavedSeen] = useState(passwordSaved);
  if (savedSeen !== passwordSaved) {
    setSavedSeen(passwordSaved);
    if (passwordSaved) {
      setCurrent('');
      setNext('');
      setConfirm('');
    }
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: Partial<Record<PasswordField | 'confirmPassword', string>> = {};
    if (hasPassword && current === '') found.currentPassword = 'Enter your current password.';
    const problem = checkNewPassword(passwordRules, next, confirm);
    if (problem) found[problem.field] = problem.message;
    if (!check(event, found)) return;
    onChangePassword(hasPassword ? { currentPassword: current, newPassword: next } : { newPassword: next });
  };

  const title = hasPassword ? 'Change your password' : 'Set a password';
  return (
    <Card as="section" padding="lg">
      <Stack gap={4}>
        <Stack gap={2}>
          <Heading as="h2" size="lg" id="password-title">
            {title}
          </Heading>
          <Text tone="muted">
            {hasPassword
              ? 'Changing it signs out every other device where you are logged in.'
              : 'You log in with Facebook. Set a password to also log in with your email address.'}
          </Text>
        </Stack>
        <div role="status">
          {passwordSaved && (
            <Banner tone="success" title="Password saved">
              {passwordSaved}
            </Banner>
          )}
        </div>
        <SettingsForm ref={form} noValidate onSubmit={submit} aria-labelledby="password-title">
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
          <NewPasswordFields
            rules={passwordRules}
            newPassword={next}
            confirm={confirm}
            onNewPassword={edit('newPassword', setNext)}
            onConfirm={edit('confirmPassword', setConfirm)}
            errors={shown}
          />
          {passwordError && (
            <Banner tone="danger" title="Your password was not changed" headingAs="h3">
              {passwordError} What you typed is still here.
            </Banner>
          )}
          <div>
            <Button type="submit" loading={passwordSaving}>
              {hasPassword ? 'Change password' : 'Set password'}
            </Button>
          </div>
        </SettingsForm>
      </Stack>
    </Card>
  );
}

function Sessions({
  sessions,
  onSignOutOthers,
  signingOutOthers,
  sessionsError,
  sessionsSaved,
  onSignOutSession,
  signingOutId,
}: Pick<
  LoginSettingsScreenProps,
  | 'onSignOutOthers'
  | 'signingOutOthers'
  | 'sessionsError'
  | 'sessionsSaved'
  | 'onSignOutSession'
  | 'signingOutId'
> & { sessions: SessionRow[] }) {
  const others = sessions.filter((session) => !session.current).length;
  return (
    <Card as="section" padding="lg">
      <Stack gap={4}>
        <Stack gap={2}>
          <Heading as="h2" size="lg" id="sessions-title">
            Where you are logged in
          </Heading>
          <Text tone="muted">If you see a device you do not know, sign it out and change your password.</Text>
        </Stack>
        <SessionList aria-labelledby="sessions-title">
          {sessions.map((session) => (
            <SessionItem key={session.id}>
              <SessionText>
                <Text as="span" weight="semibold">
                  {session.browser}{' '}
                  {session.current && (
                    <Badge tone="success" dot>
                      This device
                    </Badge>
                  )}
                </Text>
                <Text as="span" size="sm" tone="muted">
                  Logged in {session.signedIn} · Last active {session.lastSeen}
                </Text>
              </SessionText>
              {!session.current && onSignOutSession && (
                <Button
                  size="sm"
                  variant="secondary"
                  loading={signingOutId === session.id}
                  aria-label={`Sign out ${session.browser}, last active ${session.lastSeen}`}
                  onClick={() => onSignOutSession(session.id)}
                >
                  Sign out
                </Button>
              )}
            </SessionItem>
          ))}
        </SessionList>
        <div role="status">
          {sessionsSaved && (
            <Banner tone="success" title="Signed out">
              {sessionsSaved}
            </Banner>
          )}
        </div>
        {sessionsError && (
          <Banner tone="danger" title="Nothing was signed out" headingAs="h3">
            {sessionsError}
          </Banner>
        )}
        {others > 0 ? (
          <div>
            <Button variant="secondary" loading={signingOutOthers} onClick={onSignOutOthers}>
              Sign out other sessions
            </Button>
          </div>
        ) : (
          <Text tone="muted">You are not logged in anywhere else.</Text>
        )}
      </Stack>
    </Card>
  );
}

/**
 * login-settings: the password (change it with the current one, or set a first one after Facebook-only logins), the
 * passkeys and two-step sign-in when given, and the sessions logged in now, with signing out the others. Field errors
 * sit beside the fields; saves are confirmed.
 */
export function LoginSettingsScreen(props: LoginSettingsScreenProps) {
  const { status, onRetry, email, hasPassword = true, sessions = [], accountSettingsHref } = props;
  const { passkeys, twoStep } = props;
  return (
    <SettingsFrame
      title="Login settings"
      intro={
        email && (
          <Text tone="muted">
            You log in as <strong>{email}</strong>. <Link href={accountSettingsHref}>Change your email</Link>
          </Text>
        )
      }
      status={status}
      onRetry={onRetry}
      what="login settings"
      skeleton={[320, 200]}
    >
      <PasswordForm {...props} hasPassword={hasPassword} />
      {passkeys && <PasskeysPanel {...passkeys} />}
      {twoStep && <TwoStepPanel {...twoStep} />}
      <Sessions {...props} sessions={sessions} />
    </SettingsFrame>
  );
}
