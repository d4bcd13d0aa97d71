import { useState } from 'react';
import styled from 'styled-components';
import { Banner } from '../../components/Banner';
import { Card } from '../../components/Card';
import { ErrorState } from '../../components/ErrorState';
import { Heading } from '../../components/Heading';
import { Skeleton } from '../../components/Skeleton';
import { Stack } from '../../components/Stack';
import { Switch } from '../../components/Switch';
import { Text } from '../../components/Text';
import { media, theme as t } from '../../theme';

const Page = styled.div`
  max-width: 720px;
  display: grid;
  gap: ${t.space[6]};
`;

const Pages = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${t.space[3]};
  ${media.tablet} {
    grid-template-columns: 1fr 1fr;
  }
`;

/** One settings page the hub links to. */
export interface SettingsPageLink {
  title: string;
  description: string;
  href: string;
}

export interface VisibilityValues {
  hidden: boolean;
  incognito: boolean;
}

/** What each switch says (the contract's visibility copy). */
export type VisibilityCopy = Record<keyof VisibilityValues, { label: string; description: string }>;

export interface SettingsScreenProps {
  pages: SettingsPageLink[];
  visibilityCopy: VisibilityCopy;
  visibilityStatus: 'loading' | 'error' | 'ready';
  /** The saved visibility. */
  visibility?: VisibilityValues;
  onRetryVisibility?: () => void | Promise<unknown>;
  /** Saves both switches (a switch saves as soon as it is flipped). */
  onSaveVisibility: (values: VisibilityValues) => void;
  savingVisibility?: boolean;
  /** Saving failed: the switches keep the member's choice and offer to try again. */
  visibilityError?: string;
  /** The last change was saved. */
  visibilitySaved?: boolean;
}

function VisibilitySwitches({
  visibility,
  visibilityCopy,
  onSaveVisibility,
  savingVisibility,
  visibilityError,
  visibilitySaved,
}: Pick<
  SettingsScreenProps,
  'visibilityCopy' | 'onSaveVisibility' | 'savingVisibility' | 'visibilityError' | 'visibilitySaved'
> & { visibility: VisibilityValues }) {
  // The member's choice, kept when a save fails; it follows the saved values when they change.
  const [wanted, setWanted] = useState(visibility);
  const savedKey = `${visibility.hidden}/${visibility.incognito}`;
  const [savedSeen, setSavedSeen] = useState(savedKey);
  if (savedSeen !== savedKey) {
    setSavedSeen(savedKey);
    setWanted(visibility);
  }
  const flip = (key: keyof VisibilityValues, on: boolean) => {
    const next = { ...wanted, [key]: on };
    setWanted(next);
    onSaveVisibility(next);
  };
  return (
    <Stack gap={4}>
      {(Object.keys(visibilityCopy) as (keyof VisibilityValues)[]).map((key) => (
        <Switch
          key={key}
          name={key}
          label={visibilityCopy[key].label}
          hint={visibilityCopy[key].description}
          checked={wanted[key]}
          onChange={(event) => flip(key, event.target.checked)}
        />
      ))}
      <div role="status">
        {savingVisibility ? (
          <Text size="sm" tone="muted">
            Saving…
          </Text>
        ) : (
          visibilitySaved &&
          !visibilityError && (
            <Text size="sm" tone="success">
              Saved. {wanted.hidden ? 'Your profile is hidden.' : 'Your profile is visible.'}
            </Text>
          )
        )}
      </div>
      {visibilityError && (
        <Banner
          tone="danger"
          title="Your change was not saved"
          headingAs="h3"
          action={{ label: 'Try again', onClick: () => onSaveVisibility(wanted) }}
        >
          {visibilityError}
        </Banner>
      )}
    </Stack>
  );
}

/**
 * profile/settings: the four settings pages, and visibility (hide the profile, browse incognito), which saves as
 * each switch is flipped.
 */
export function SettingsScreen(props: SettingsScreenProps) {
  const { pages, visibilityStatus, visibility, onRetryVisibility } = props;
  return (
    <Page>
      <Stack gap={2}>
        <Heading as="h1" size="xl">
          Settings
        </Heading>
        <Text tone="muted">Your account, your emails, how you log in and who sees you.</Text>
      </Stack>
      <nav aria-label="Settings pages">
        <Pages>
          {pages.map((page) => (
            <li key={page.href}>
              <Card href={page.href} padding="md">
                <Stack gap={1}>
                  <Text as="span" weight="semibold">
                    {page.title}
                  </Text>
                  <Text as="span" size="sm" tone="muted">
                    {page.description}
                  </Text>
                </Stack>
              </Card>
            </li>
          ))}
        </Pages>
      </nav>
      <Card as="section" padding="lg">
        <Stack gap={4}>
          <Stack gap={2}>
            <Heading as="h2" size="lg">
              Visibility
            </Heading>
            <Text tone="muted">Choose who finds you and who knows you looked.</Text>
          </Stack>
          {visibilityStatus === 'loading' && (
            <Stack gap={3} role="status" aria-busy="true" aria-label="Loading your visibility">
              <Skeleton lines={2} />
              <Skeleton lines={2} />
            </Stack>
          )}
          {visibilityStatus === 'error' && (
            <ErrorState
              message="We couldn't load your visibility."
              onRetry={onRetryVisibility}
              headingAs="h3"
            />
          )}
          {visibilityStatus === 'ready' && visibility && (
            <VisibilitySwitches {...props} visibility={visibility} />
          )}
        </Stack>
      </Card>
    </Page>
  );
}
