import styled from 'styled-components';
import { Banner } from '../../components/Banner';
import { Heading } from '../../components/Heading';
import { Spinner } from '../../components/Spinner';
import { Stack } from '../../components/Stack';
import { theme as t } from '../../theme';

const Page = styled.div`
  max-width: 560px;
  margin: 0 auto;
  padding: ${t.space[6]} ${t.space[4]};
  display: grid;
  gap: ${t.space[5]};
`;

export interface EmailValidationScreenProps {
  /** validating: the link is being checked; done: validated; invalid: used, expired or unknown; error: network. */
  status: 'validating' | 'done' | 'invalid' | 'error';
  /** The validated address (done). */
  email?: string;
  /** Why the link did not work (invalid, error). */
  message?: string;
  /** Where to go next: home when logged in, login otherwise. */
  next: { label: string; href: string };
  /** Where a new link is asked for (account settings). */
  settingsHref: string;
}

/** The page a validation link opens: checking it, then validated, or why it did not work. */
export function EmailValidationScreen({
  status,
  email,
  message,
  next,
  settingsHref,
}: EmailValidationScreenProps) {
  return (
    <Page>
      <Heading as="h1" size="xl">
        Email validation
      </Heading>
      {status === 'validating' && (
        <Stack gap={3}>
          <Spinner label="Validating your email address…" showLabel />
        </Stack>
      )}
      {status === 'done' && (
        <Banner tone="success" title="Your email address is validated" action={next}>
          Thank you: {email} is confirmed.
        </Banner>
      )}
      {status === 'invalid' && (
        <Banner
          tone="danger"
          title="This link does not work"
          action={{ label: 'Ask for a new link', href: settingsHref }}
        >
          {message}
        </Banner>
      )}
      {status === 'error' && (
        <Banner tone="danger" title="We could not validate your address" action={next}>
          {message ?? 'Check your connection and open the link again.'}
        </Banner>
      )}
    </Page>
  );
}
