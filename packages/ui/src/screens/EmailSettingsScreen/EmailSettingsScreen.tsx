import { useState } from 'react';
import type { FormEvent } from 'react';
import styled from 'styled-components';
import type { OptOutEmailKind } from '@app/contract';
import { emailKindCopy, optOutEmailKinds, transactionalEmailKinds } from '@app/contract';
import { Banner } from '../../components/Banner';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { ErrorState } from '../../components/ErrorState';
import { Heading } from '../../components/Heading';
import { Link } from '../../components/Link';
import { Skeleton } from '../../components/Skeleton';
import { Stack } from '../../components/Stack';
import { Switch } from '../../components/Switch';
import { Text } from '../../components/Text';
import { theme as t } from '../../theme';

const Page = styled.div`
  max-width: 640px;
  display: grid;
  gap: ${t.space[6]};
`;

const Fieldset = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${t.space[4]};
  min-width: 0;
`;

const List = styled.ul`
  margin: 0;
  padding-left: ${t.space[5]};
  display: grid;
  gap: ${t.space[1]};
`;

export interface EmailSettingsScreenProps {
  status: 'loading' | 'error' | 'ready';
  onRetry?: () => void | Promise<unknown>;
  /** The address the emails go to. */
  email?: string;
  /** The kinds turned off (as saved). */
  optOuts?: OptOutEmailKind[];
  /** Where the address changes. */
  accountSettingsHref: string;
  onSave: (optOuts: OptOutEmailKind[]) => void;
  saving?: boolean;
  /** Saving failed: the switches keep what the member chose. */
  saveError?: string;
  /** Saved: what to confirm. */
  saved?: string;
}

/**
 * email-settings: a switch per kind of email members may turn off (the contract's optOutEmailKinds), saved
 * together, and the mail that always comes (validation, password recovery, security alerts).
 */
export function EmailSettingsScreen(props: EmailSettingsScreenProps) {
  const {
    status,
    onRetry,
    email,
    optOuts = [],
    accountSettingsHref,
    onSave,
    saving,
    saveError,
    saved,
  } = props;
  const [off, setOff] = useState<OptOutEmailKind[] | null>(null);
  const chosen = off ?? optOuts;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSave(optOutEmailKinds.filter((kind) => chosen.includes(kind)));
  };

  return (
    <Page>
      <Stack gap={2}>
        <Heading as="h1" size="xl">
          Email settings
        </Heading>
        {email && (
          <Text tone="muted">
            We write to <strong>{email}</strong>. <Link href={accountSettingsHref}>Change your email</Link>
          </Text>
        )}
      </Stack>
      {status === 'loading' && (
        <Skeleton variant="rect" height={360} aria-label="Loading your email settings" />
      )}
      {status === 'error' && <ErrorState message="We couldn't load your email settings." onRetry={onRetry} />}
      {status === 'ready' && (
        <Card as="section" padding="lg">
          <form noValidate onSubmit={submit}>
            <Stack gap={5}>
              <Fieldset aria-labelledby="email-kinds-title">
                <Heading as="h2" size="lg" id="email-kinds-title">
                  Emails you get
                </Heading>
                {optOutEmailKinds.map((kind) => (
                  <Switch
                    key={kind}
                    name={kind}
                    label={emailKindCopy[kind].label}
                    hint={emailKindCopy[kind].description}
                    checked={!chosen.includes(kind)}
                    onChange={(event) =>
                      setOff(event.target.checked ? chosen.filter((k) => k !== kind) : [...chosen, kind])
                    }
                  />
                ))}
              </Fieldset>
              <Stack gap={2}>
                <Text weight="semibold">Always sent</Text>
                <List>
                  {transactionalEmailKinds.map((kind) => (
                    <li key={kind}>
                      <Text as="span">
                        {emailKindCopy[kind].label}: {emailKindCopy[kind].description}
                      </Text>
                    </li>
                  ))}
                </List>
              </Stack>
              <div role="status">
                {saved && (
                  <Banner tone="success" title="Email settings saved" headingAs="h2">
                    {saved}
                  </Banner>
                )}
              </div>
              {saveError && (
                <Banner tone="danger" title="Your email settings were not saved" headingAs="h2">
                  {saveError} Your choices are still here.
                </Banner>
              )}
              <div>
                <Button type="submit" loading={saving}>
                  Save email settings
                </Button>
              </div>
            </Stack>
          </form>
        </Card>
      )}
    </Page>
  );
}
