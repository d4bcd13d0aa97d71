import { useId } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/Button';
import { Heading } from '../../components/Heading';
import { Link } from '../../components/Link';
import { Stack } from '../../components/Stack';
import { Text } from '../../components/Text';
import { theme as t } from '../../theme';
import { Brand } from '../internal/Brand';
import { Page, Panel } from '../LoginScreen/LoginScreen.styles';

const Address = styled.strong`
  overflow-wrap: anywhere;
`;

const Help = styled.section`
  display: grid;
  gap: ${t.space[3]};
  padding-top: ${t.space[5]};
  border-top: 1px solid ${t.color.border.muted};
`;

/**
 * - `idle`: "Send again" works;
 * - `sending`: the request is on its way;
 * - `sent`: sent again (the button waits `resendCooldownSeconds`, if any);
 * - `failed`: the request did not go through (network): "Send again" works again.
 */
export type SignupResendState = 'idle' | 'sending' | 'sent' | 'failed';

export interface SignupSentScreenProps {
  homeHref: string;
  /** The address the link went to, as the member typed it. */
  email: string;
  /** How long the link works (the contract's rule). */
  linkValidHours: number;
  onResend: () => void;
  resendState?: SignupResendState;
  /** Seconds before "Send again" works again; the site counts them down. */
  resendCooldownSeconds?: number;
  /** The sign-up form, to use another address. */
  signUpHref: string;
}

/**
 * "Check your inbox" after signing up. It reads the same whether or not the address already belongs to a member
 * (the server mails those members instead), so the page never tells who is a member.
 */
export function SignupSentScreen({
  homeHref,
  email,
  linkValidHours,
  onResend,
  resendState = 'idle',
  resendCooldownSeconds = 0,
  signUpHref,
}: SignupSentScreenProps) {
  const titleId = useId();
  const waiting = resendCooldownSeconds > 0;
  return (
    <Page>
      <Brand href={homeHref} />
      <Panel aria-labelledby={titleId}>
        <Stack gap={3}>
          <Heading as="h1" size="xl" id={titleId}>
            Check your inbox
          </Heading>
          <Text>
            We sent a link to <Address>{email}</Address>. Open it to finish creating your account: it works
            for {linkValidHours} hours.
          </Text>
        </Stack>
        <Help aria-labelledby={`${titleId}-help`}>
          <Heading as="h2" size="md" id={`${titleId}-help`}>
            No email?
          </Heading>
          <Text tone="muted">
            It can take a few minutes. Look in your spam or junk folder, and check the address above.
          </Text>
          <Stack gap={2} align="start">
            <Button
              variant="secondary"
              loading={resendState === 'sending'}
              // aria-disabled, not disabled: the button keeps focus while it waits.
              aria-disabled={waiting || resendState === 'sending' || undefined}
              onClick={waiting ? undefined : onResend}
            >
              Send again
            </Button>
            {waiting && (
              <Text size="sm" tone="muted">
                You can ask again in {resendCooldownSeconds}{' '}
                {resendCooldownSeconds === 1 ? 'second' : 'seconds'}.
              </Text>
            )}
          </Stack>
          <div role="status">
            {resendState === 'sent' && <Text tone="success">We sent the link again.</Text>}
            {resendState === 'failed' && (
              <Text tone="danger">We couldn’t send it. Check your connection and try again.</Text>
            )}
          </div>
          <Link href={signUpHref}>Use another address</Link>
        </Help>
      </Panel>
    </Page>
  );
}
