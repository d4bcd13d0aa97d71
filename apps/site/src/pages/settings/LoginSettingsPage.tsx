// profile/settings/login-settings: the password (change it, or set a first one after Facebook-only logins), passkeys,
// two-step sign-in (useSignInMethods) and the sessions logged in now. A change signs out the member's other sessions (the server does it); the sessions list is
// read again after every change. Field errors the server names sit beside the field; other failures keep what was
// typed.
import { useState } from 'react';
import { ApiError, formatMediumDate, memberErrorMessage } from '@app/client';
import type { PasswordChange, PasswordField, SessionRow } from '@app/ui';
import { LoginSettingsScreen } from '@app/ui';
import type { AccountSession } from '@app/contract';
import { paths } from '../../config/paths';
import {
  useChangePassword,
  useLoginSettings,
  useSignOutOthers,
  useSignOutSession,
} from '../../features/account/api/login-settings';
import { passwordRules } from '../../features/account/password-rules';
import { RequirePermission } from '../../features/permissions/RequirePermission';
import { usePasskeysPanel, useTwoStepPanel } from './useSignInMethods';

/** A session seen within this long is "active now" (the server records it to about a minute). */
const ACTIVE_NOW_MS = 5 * 60_000;

const messageOf = (error: unknown) => memberErrorMessage(error, 'Check your connection and try again.');

const isPasswordField = (field: string | undefined): field is PasswordField =>
  field === 'currentPassword' || field === 'newPassword';

const sessionsText = (count: number) =>
  count === 0
    ? 'No other session was logged in.'
    : `${count} other session${count === 1 ? ' was' : 's were'} signed out.`;

function rowOf(session: AccountSession, now: number): SessionRow {
  const seen = new Date(session.lastSeenAt).getTime();
  return {
    id: session.id,
    browser: session.browser,
    signedIn: formatMediumDate(session.signedInAt),
    lastSeen: session.current || now - seen < ACTIVE_NOW_MS ? 'now' : formatMediumDate(session.lastSeenAt),
    current: session.current,
  };
}

export default function LoginSettingsPage() {
  return (
    <RequirePermission route="login-settings">
      <LoginSettings />
    </RequirePermission>
  );
}

function LoginSettings() {
  const settings = useLoginSettings();
  const change = useChangePassword();
  const signOutOthers = useSignOutOthers();
  const signOutOne = useSignOutSession();
  const [now] = useState(() => Date.now());
  const [passwordSaved, setPasswordSaved] = useState<string>();
  const [sessionsSaved, setSessionsSaved] = useState<string>();
  const passkeys = usePasskeysPanel();
  const twoStep = useTwoStepPanel(settings.data?.hasPassword ?? true);

  const fieldError =
    change.error instanceof ApiError && isPasswordField(change.error.field) ? change.error : null;
  const sessionError = signOutOthers.error ?? signOutOne.error;

  const onChangePassword = (values: PasswordChange) => {
    setPasswordSaved(undefined);
    change.mutate(values, {
      onSuccess: (signedOut) =>
        setPasswordSaved(
          `Your new password works from now on. ${signedOut > 0 ? sessionsText(signedOut) : 'You were not logged in anywhere else.'}`,
        ),
    });
  };

  const data = settings.data;
  return (
    <LoginSettingsScreen
      status={data ? 'ready' : settings.isError ? 'error' : 'loading'}
      onRetry={() => settings.refetch()}
      email={data?.email}
      hasPassword={data?.hasPassword}
      sessions={data?.sessions.map((session) => rowOf(session, now))}
      passwordRules={passwordRules}
      accountSettingsHref={paths.accountSettings.href()}
      onChangePassword={onChangePassword}
      passwordSaving={change.isPending}
      passwordErrors={fieldError ? { [fieldError.field as PasswordField]: fieldError.message } : undefined}
      passwordError={change.error && !fieldError ? messageOf(change.error) : undefined}
      passwordSaved={passwordSaved}
      onSignOutOthers={() => {
        setSessionsSaved(undefined);
        signOutOne.reset();
        signOutOthers.mutate(undefined, { onSuccess: (count) => setSessionsSaved(sessionsText(count)) });
      }}
      signingOutOthers={signOutOthers.isPending}
      onSignOutSession={(id) => {
        setSessionsSaved(undefined);
        signOutOthers.reset();
        signOutOne.mutate(id, { onSuccess: () => setSessionsSaved('The session was signed out.') });
      }}
      signingOutId={signOutOne.isPending ? signOutOne.variables : undefined}
      sessionsError={sessionError ? messageOf(sessionError) : undefined}
      sessionsSaved={sessionsSaved}
      passkeys={passkeys}
      twoStep={twoStep}
    />
  );
}
