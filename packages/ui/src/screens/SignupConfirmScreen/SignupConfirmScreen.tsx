import { useEffect, useId, useRef } from 'react';
import { Button } from '../../components/Button';
import { Cluster } from '../../components/Cluster';
import { Heading } from '../../components/Heading';
import { Link } from '../../components/Link';
import { Spinner } from '../../components/Spinner';
import { Stack } from '../../components/Stack';
import { Text } from '../../components/Text';
import { Brand } from '../internal/Brand';
import { ButtonLink } from '../internal/ButtonLink';
import { Page, Panel } from '../LoginScreen/LoginScreen.styles';

/**
 * - `confirming`: the link's token is being checked;
 * - `invalid`: the link was already used or has expired;
 * - `failed`: the check did not go through (network): try again.
 * Once confirmed the site moves on, so there is no `done`.
 */
export type SignupConfirmStatus = 'confirming' | 'invalid' | 'failed';

export interface SignupConfirmScreenProps {
  status: SignupConfirmStatus;
  homeHref: string;
  /** The sign-up form, for a new link. */
  signUpHref: string;
  loginHref: string;
  onRetry: () => void;
}

const titles: Record<SignupConfirmStatus, string> = {
  confirming: 'Confirming your email',
  invalid: 'This link no longer works',
  failed: 'We couldn’t confirm your email',
};

/**
 * The page the sign-up email's link opens: checking the link, or why it did not work. When the check ends, focus
 * moves to the new heading so screen readers read the outcome.
 */
export function SignupConfirmScreen({
  status,
  homeHref,
  signUpHref,
  loginHref,
  onRetry,
}: SignupConfirmScreenProps) {
  const titleId = useId();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    document.getElementById(titleId)?.focus();
  }, [status, titleId]);

  return (
    <Page>
      <Brand href={homeHref} />
      <Panel aria-labelledby={titleId} aria-busy={status === 'confirming'}>
        <Heading as="h1" size="xl" id={titleId} tabIndex={-1}>
          {titles[status]}
        </Heading>
        {status === 'confirming' && <Spinner label="Checking your link…" showLabel />}
        {status === 'invalid' && (
          <Stack gap={4}>
            <Text>
              It was already used or it has expired. Sign up again to get a new link. If you already finished
              signing up, log in.
            </Text>
            <Cluster gap={4} align="center">
              <ButtonLink href={signUpHref}>Sign up again</ButtonLink>
              <Link href={loginHref}>Log in</Link>
            </Cluster>
          </Stack>
        )}
        {status === 'failed' && (
          <Stack gap={4} align="start">
            <Text>Check your connection, then try again. The link still works.</Text>
            <Button onClick={onRetry}>Retry</Button>
          </Stack>
        )}
      </Panel>
    </Page>
  );
}
