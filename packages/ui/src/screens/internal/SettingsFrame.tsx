// The frame of a settings page (account settings, login settings): its title and what sits under it, then a
// skeleton while the settings load, a retry when loading failed, and the settings once loaded. One place, so the
// settings pages load and fail the same way.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ErrorState } from '../../components/ErrorState';
import { Heading } from '../../components/Heading';
import { Skeleton } from '../../components/Skeleton';
import { Stack } from '../../components/Stack';
import { theme as t } from '../../theme';

const Page = styled.div`
  max-width: 640px;
  display: grid;
  gap: ${t.space[6]};
`;

/** A settings form: its fields, messages and button one under the other. */
export const SettingsForm = styled.form`
  display: grid;
  gap: ${t.space[4]};
`;

export interface SettingsFrameProps {
  title: string;
  /** Shown under the title in every state (the address logged in with). */
  intro?: ReactNode;
  status: 'loading' | 'error' | 'ready';
  onRetry?: () => void | Promise<unknown>;
  /** What loads, as in "Loading your <what>" and "We couldn't load your <what>.". */
  what: string;
  /** The heights of the skeleton's blocks, to match the cards that load. */
  skeleton: readonly number[];
  /** The settings, rendered once they are loaded. */
  children: ReactNode;
}

export function SettingsFrame({
  title,
  intro,
  status,
  onRetry,
  what,
  skeleton,
  children,
}: SettingsFrameProps) {
  const heading = (
    <Heading as="h1" size="xl">
      {title}
    </Heading>
  );
  return (
    <Page>
      {intro ? (
        <Stack gap={2}>
          {heading}
          {intro}
        </Stack>
      ) : (
        heading
      )}
      {status === 'loading' && (
        <Stack gap={4} role="status" aria-busy="true" aria-label={`Loading your ${what}`}>
          {skeleton.map((height, index) => (
            <Skeleton key={index} variant="rect" height={height} />
          ))}
        </Stack>
      )}
      {status === 'error' && <ErrorState message={`We couldn't load your ${what}.`} onRetry={onRetry} />}
      {status === 'ready' && children}
    </Page>
  );
}
