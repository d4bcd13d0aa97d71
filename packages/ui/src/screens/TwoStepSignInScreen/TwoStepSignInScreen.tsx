import type { FormEventHandler } from 'react';
import styled from 'styled-components';
import { Banner } from '../../components/Banner';
import { Button } from '../../components/Button';
import { Heading } from '../../components/Heading';
import { Stack } from '../../components/Stack';
import { Text } from '../../components/Text';
import { TextField } from '../../components/TextField';
import { theme as t } from '../../theme';
import { Brand } from '../internal/Brand';
import type { LoginFieldProps } from '../LoginScreen';
import { Page, Panel } from '../LoginScreen/LoginScreen.styles';

/** Starting again is an action on this page, not a place: a button that reads as the login's text links do. */
const TextButton = styled.button`
  align-self: flex-start;
  padding: 0;
  border: 0;
  border-radius: ${t.radii.sm};
  background: none;
  color: ${t.color.accent.fg};
  font: inherit;
  font-weight: ${t.font.weight.medium};
  text-decoration: underline;
  text-underline-offset: 0.2em;
  cursor: pointer;

  &:hover {
    text-decoration-thickness: 2px;
  }
  &:focus-visible {
    outline: ${t.focusRing.outline};
    outline-offset: ${t.focusRing.offset};
  }
`;

export interface TwoStepSignInScreenProps {
  homeHref: string;
  /** The code's field: react-hook-form's `register()` and its error. */
  codeField: LoginFieldProps;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitting?: boolean;
  /** The server refused the code (wrong, or the sign-in expired), shown as sent. */
  serverError?: string;
  /** Back to the password, to sign in again or with a different account. */
  onStartAgain: () => void;
}

/**
 * The login's second step when two-step sign-in is on: a code from the authenticator app, or a recovery code. Looks
 * like the login it follows.
 */
export function TwoStepSignInScreen({
  homeHref,
  codeField,
  onSubmit,
  submitting = false,
  serverError,
  onStartAgain,
}: TwoStepSignInScreenProps) {
  return (
    <Page>
      <Brand href={homeHref} />
      <Panel aria-labelledby="two-step-title">
        <Stack gap={2}>
          <Heading as="h1" size="xl" id="two-step-title">
            Two-step sign-in
          </Heading>
          <Text tone="muted">
            Enter the 6-digit code from your authenticator app. Lost your phone? Enter one of your recovery
            codes instead.
          </Text>
        </Stack>
        <div role="alert">
          {serverError && (
            <Banner tone="danger" title="We couldn’t sign you in">
              {serverError}
            </Banner>
          )}
        </div>
        <form noValidate onSubmit={onSubmit} aria-labelledby="two-step-title">
          <Stack gap={4}>
            <TextField
              label="Code"
              autoComplete="one-time-code"
              // Recovery codes have letters: the full keyboard, without the phone's corrections.
              inputMode="text"
              autoCapitalize="none"
              autoCorrect="off"
              spellCheck={false}
              required
              // The code is all this page asks for, and the member arrives from the password they just typed.
              // eslint-disable-next-line jsx-a11y/no-autofocus
              autoFocus
              {...codeField}
            />
            <Button type="submit" size="lg" fullWidth loading={submitting}>
              Sign in
            </Button>
          </Stack>
        </form>
        <TextButton type="button" onClick={onStartAgain}>
          Use a different account
        </TextButton>
      </Panel>
    </Page>
  );
}
