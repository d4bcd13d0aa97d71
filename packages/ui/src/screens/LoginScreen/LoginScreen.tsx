import type { FormEventHandler, ReactNode } from 'react';
import { Banner } from '../../components/Banner';
import { Button } from '../../components/Button';
import { CaptchaSlot } from '../../components/CaptchaCheckbox';
import { Heading } from '../../components/Heading';
import { Link } from '../../components/Link';
import { Stack } from '../../components/Stack';
import { Text } from '../../components/Text';
import { TextField } from '../../components/TextField';
import type { TextFieldProps } from '../../components/TextField';
import { Brand } from '../internal/Brand';
import { FacebookMark } from '../internal/FacebookMark';
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
  /** Signing in with a passkey instead of the password: the button shows only when given. */
  onPasskeyLogin?: () => void;
  /** The browser is asking for the passkey, or the server is checking it. */
  passkeySubmitting?: boolean;
  /**
   * The CAPTCHA, once the server asks for one (after several wrong passwords for this account from anywhere): the
   * sandbox's CaptchaCheckbox or the site's Turnstile widget, with its error.
   */
  captcha?: ReactNode;
  captchaError?: string;
}

/**
 * Log in with email and password, with Facebook, or with a passkey when the site offers it. Field errors sit under
 * each field; the server's error on top.
 */
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
  onPasskeyLogin,
  passkeySubmitting = false,
  captcha,
  captchaError,
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
            {captcha && <CaptchaSlot error={captchaError}>{captcha}</CaptchaSlot>}
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
        {onPasskeyLogin && (
          <Button
            variant="secondary"
            size="lg"
            fullWidth
            loading={passkeySubmitting}
            onClick={onPasskeyLogin}
          >
            {passkeySubmitting ? 'Waiting for your passkey…' : 'Sign in with a passkey'}
          </Button>
        )}
      </Panel>
    </Page>
  );
}
