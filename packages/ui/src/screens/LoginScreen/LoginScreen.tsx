import type { FormEventHandler } from 'react';
import { Banner } from '../../components/Banner';
import { Button } from '../../components/Button';
import { Heading } from '../../components/Heading';
import { Link } from '../../components/Link';
import { Stack } from '../../components/Stack';
import { Text } from '../../components/Text';
import { TextField } from '../../components/TextField';
import type { TextFieldProps } from '../../components/TextField';
import { Brand } from '../internal/Brand';
import { Divider, FacebookButton, Page, Panel } from './LoginScreen.styles';

/** Everything a field needs but its label: name, ref, onChange/onBlur (react-hook-form's `register()`), error. */
export type LoginFieldProps = Omit<TextFieldProps, 'label' | 'type' | 'hint'>;

export interface LoginScreenProps {
  homeHref: string;
  passwordRecoveryHref: string;
  userField: LoginFieldProps;
  passField: LoginFieldProps;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitting?: boolean;
  /** The server's answer when it refused the login, shown as sent. */
  serverError?: string;
  /** The error's title and tone when it is not a plain refusal (a disabled profile: info, with its way out). */
  serverErrorTitle?: string;
  serverErrorTone?: 'danger' | 'info';
  /** A way out of that error, when there is one (e.g. reactivate a disabled profile). */
  serverErrorAction?: { label: string; onClick: () => void };
  onFacebookLogin: () => void;
  facebookSubmitting?: boolean;
}

const FacebookMark = () => (
  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
    <path
      fill="currentColor"
      d="M24 12a12 12 0 1 0-13.9 11.9v-8.4h-3V12h3V9.4c0-3 1.8-4.7 4.5-4.7 1.3 0 2.7.2 2.7.2v3h-1.5c-1.5 0-2 .9-2 1.9V12h3.4l-.5 3.5h-2.9v8.4A12 12 0 0 0 24 12z"
    />
  </svg>
);

/** Log in with email and password, or with Facebook. Field errors sit under each field; the server's error on top. */
export function LoginScreen({
  homeHref,
  passwordRecoveryHref,
  userField,
  passField,
  onSubmit,
  submitting = false,
  serverError,
  serverErrorTitle = 'We couldn’t log you in',
  serverErrorTone = 'danger',
  serverErrorAction,
  onFacebookLogin,
  facebookSubmitting = false,
}: LoginScreenProps) {
  return (
    <Page>
      <Brand href={homeHref} />
      <Panel aria-labelledby="login-title">
        <Stack gap={2}>
          <Heading as="h1" size="xl" id="login-title">
            Log in
          </Heading>
          <Text tone="muted">Welcome back. Your matches are waiting.</Text>
        </Stack>
        <div role="alert">
          {serverError && (
            <Banner tone={serverErrorTone} title={serverErrorTitle} action={serverErrorAction}>
              {serverError}
            </Banner>
          )}
        </div>
        <form noValidate onSubmit={onSubmit} aria-labelledby="login-title">
          <Stack gap={4}>
            <TextField
              label="Email"
              type="email"
              autoComplete="username"
              inputMode="email"
              required
              {...userField}
            />
            <TextField
              label="Password"
              type="password"
              autoComplete="current-password"
              required
              {...passField}
            />
            <Button type="submit" size="lg" fullWidth loading={submitting}>
              Log in
            </Button>
          </Stack>
        </form>
        <Link href={passwordRecoveryHref}>Forgot your password?</Link>
        <Divider>or</Divider>
        <FacebookButton
          type="button"
          onClick={facebookSubmitting ? undefined : onFacebookLogin}
          aria-busy={facebookSubmitting || undefined}
        >
          <FacebookMark />
          {facebookSubmitting ? 'Connecting to Facebook…' : 'Continue with Facebook'}
        </FacebookButton>
      </Panel>
    </Page>
  );
}
