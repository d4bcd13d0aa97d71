import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Banner } from '../../components/Banner';
import { Button } from '../../components/Button';
import { Heading } from '../../components/Heading';
import { Link } from '../../components/Link';
import { Spinner } from '../../components/Spinner';
import { Stack } from '../../components/Stack';
import { Text } from '../../components/Text';
import { TextField } from '../../components/TextField';
import { Brand } from '../internal/Brand';
import { ButtonLink } from '../internal/ButtonLink';
import type { PasswordRules } from '../internal/NewPasswordFields';
import { NewPasswordFields, checkNewPassword } from '../internal/NewPasswordFields';
import { Page, Panel } from '../LoginScreen/LoginScreen.styles';

/**
 * - `request`: the email form;
 * - `sent`: "check your email", the same whatever the address;
 * - `checking`: a link was opened and is being checked;
 * - `reset`: the link works: the new password form;
 * - `invalid`: the link is unknown, used or expired (with a way to ask again);
 * - `done`: the password is changed; log in.
 */
export type PasswordRecoveryStatus = 'request' | 'sent' | 'checking' | 'reset' | 'invalid' | 'done';

/** The contract's copy of each state (the site passes it). */
export interface PasswordRecoveryCopy {
  sent: string;
  invalidToken: string;
  done: string;
}

export interface PasswordRecoveryScreenProps {
  status: PasswordRecoveryStatus;
  copy: PasswordRecoveryCopy;
  passwordRules: PasswordRules;
  homeHref: string;
  loginHref: string;
  /** The request form again (this page without its token). */
  requestHref: string;
  onRequest: (email: string) => void;
  requesting?: boolean;
  /** The address the server refused (400 naming `email`). */
  emailError?: string;
  /** Asking failed otherwise (network, server, too many requests): what was typed stays. */
  requestError?: string;
  /** `sent`: ask again with another address (back to the form, the address kept). */
  onRequestAgain?: () => void;
  onReset: (newPassword: string) => void;
  resetting?: boolean;
  /** The new password the server refused (400 naming `newPassword`). */
  newPasswordError?: string;
  resetError?: string;
}

function RequestForm({
  onRequest,
  requesting,
  emailError,
  requestError,
  email,
  setEmail,
}: Pick<PasswordRecoveryScreenProps, 'onRequest' | 'requesting' | 'emailError' | 'requestError'> & {
  email: string;
  setEmail: (value: string) => void;
}) {
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = email.trim();
    const problem =
      trimmed === ''
        ? 'Enter your email'
        : /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(trimmed)
          ? undefined
          : 'Enter a valid email address';
    setError(problem);
    if (problem) {
      event.currentTarget.querySelector<HTMLInputElement>('input[name="email"]')?.focus();
      return;
    }
    onRequest(trimmed);
  };
  return (
    <form noValidate onSubmit={submit} aria-labelledby="recovery-title">
      <Stack gap={4}>
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="username"
          inputMode="email"
          required
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setError(undefined);
          }}
          error={error ?? emailError}
        />
        {requestError && (
          <Banner tone="danger" title="We couldn't send the link" headingAs="h2">
            {requestError}
          </Banner>
        )}
        <Button type="submit" size="lg" fullWidth loading={requesting}>
          Send me a link
        </Button>
      </Stack>
    </form>
  );
}

function ResetForm({
  passwordRules,
  onReset,
  resetting,
  newPasswordError,
  resetError,
}: Pick<
  PasswordRecoveryScreenProps,
  'passwordRules' | 'onReset' | 'resetting' | 'newPasswordError' | 'resetError'
>) {
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ newPassword?: string; confirmPassword?: string }>({});
  const [edited, setEdited] = useState(false);
  // A new refusal from the server shows again, even after an edit.
  const [errorSeen, setErrorSeen] = useState(newPasswordError);
  if (errorSeen !== newPasswordError) {
    setErrorSeen(newPasswordError);
    setEdited(false);
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = checkNewPassword(passwordRules, next, confirm);
    setErrors(problem ? { [problem.field]: problem.message } : {});
    if (problem) {
      event.currentTarget.querySelector<HTMLInputElement>(`input[name="${problem.field}"]`)?.focus();
      return;
    }
    onReset(next);
  };
  return (
    <form noValidate onSubmit={submit} aria-labelledby="recovery-title">
      <Stack gap={4}>
        <NewPasswordFields
          rules={passwordRules}
          newPassword={next}
          confirm={confirm}
          onNewPassword={(value) => {
            setNext(value);
            setEdited(true);
            setErrors((all) => ({ ...all, newPassword: undefined }));
          }}
          onConfirm={(value) => {
            setConfirm(value);
            setErrors((all) => ({ ...all, confirmPassword: undefined }));
          }}
          errors={{ newPassword: errors.newPassword ?? (edited ? undefined : newPasswordError), ...errors }}
        />
        {resetError && (
          <Banner tone="danger" title="Your password was not changed" headingAs="h2">
            {resetError} What you typed is still here.
          </Banner>
        )}
        <Button type="submit" size="lg" fullWidth loading={resetting}>
          Save my new password
        </Button>
      </Stack>
    </form>
  );
}

const titles: Record<PasswordRecoveryStatus, string> = {
  request: 'Forgot your password?',
  sent: 'Check your email',
  checking: 'Checking your link',
  reset: 'Choose a new password',
  invalid: 'This link no longer works',
  done: 'Your password is changed',
};

/**
 * password-recovery: ask for a link by email (the same answer for any address), then, from the link, choose a new
 * password. Each step moves the focus to its heading, so a screen reader hears where it is.
 */
export function PasswordRecoveryScreen(props: PasswordRecoveryScreenProps) {
  const { status, copy, homeHref, loginHref, requestHref, onRequestAgain } = props;
  const [email, setEmail] = useState('');
  const panel = useRef<HTMLElement>(null);
  const first = useRef(true);
  useEffect(() => {
    // Not on arrival: the page's own focus handling owns that; on each later step.
    if (first.current) {
      first.current = false;
      return;
    }
    panel.current?.querySelector<HTMLHeadingElement>('h1')?.focus();
  }, [status]);

  return (
    <Page>
      <Brand href={homeHref} />
      <Panel ref={panel} aria-labelledby="recovery-title">
        <Heading as="h1" size="xl" id="recovery-title" tabIndex={-1}>
          {titles[status]}
        </Heading>
        {status === 'request' && (
          <>
            <Text tone="muted">
              Enter the email address you log in with. We will send you a link to choose a new password.
            </Text>
            <RequestForm {...props} email={email} setEmail={setEmail} />
            <Link href={loginHref}>Back to log in</Link>
          </>
        )}
        {status === 'sent' && (
          <Stack gap={4}>
            <Text>{copy.sent}</Text>
            <Text tone="muted">Nothing after a few minutes? Look in your spam folder, or ask again.</Text>
            {onRequestAgain && (
              <Button variant="secondary" onClick={onRequestAgain}>
                Use another address
              </Button>
            )}
            <Link href={loginHref}>Back to log in</Link>
          </Stack>
        )}
        {status === 'checking' && (
          <Stack gap={3} align="center">
            <Spinner label="Checking your link" />
          </Stack>
        )}
        {status === 'reset' && (
          <>
            <Text tone="muted">Once it is saved, every device logged in to your profile is signed out.</Text>
            <ResetForm {...props} />
          </>
        )}
        {status === 'invalid' && (
          <Stack gap={4}>
            <Text>{copy.invalidToken}</Text>
            <ButtonLink href={requestHref} size="lg">
              Ask for a new link
            </ButtonLink>
            <Link href={loginHref}>Back to log in</Link>
          </Stack>
        )}
        {status === 'done' && (
          <Stack gap={4}>
            <Text>{copy.done}</Text>
            <ButtonLink href={loginHref} size="lg">
              Log in
            </ButtonLink>
          </Stack>
        )}
      </Panel>
    </Page>
  );
}
