// The body every settings panel shares (passkeys, two-step sign-in): a busy skeleton while its data loads, the
// failure with a retry, then the last action's outcome (a saved line, an error) in live regions that take no room
// while empty, above the panel's own content.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Banner } from '../components/Banner';
import { Button } from '../components/Button';
import { Skeleton } from '../components/Skeleton';
import { Stack } from '../components/Stack';
import { Text } from '../components/Text';
import { theme as t } from '../theme';

/**
 * A live region that takes no room while it is empty: `display: contents` drops its box, so a Stack puts no gap for
 * it, while the element stays in the accessibility tree and what is put in it later is still announced (a region
 * added together with its text often is not).
 */
const LiveRegion = styled.div`
  &:empty {
    display: contents;
  }
`;

export interface PanelBodyProps {
  status: 'loading' | 'ready' | 'error';
  /** The busy region's name while loading ("Loading your passkeys"). */
  loadingLabel: string;
  /** The sentence when loading failed; a "Try again" button follows it. */
  loadError: string;
  onRetry: () => void;
  /** The last action's success, announced politely. */
  saved?: string;
  /** The last action's failure, announced at once under `errorTitle`. */
  error?: string;
  errorTitle: string;
  children: ReactNode;
}

/** A panel's data loading: a busy skeleton named for what it waits for. */
export function PanelLoading({ label }: { label: string }) {
  return (
    <div role="status" aria-busy="true" aria-label={label}>
      <Skeleton lines={2} width="60%" />
    </div>
  );
}

/** A panel's data failed to load: the sentence, and a "Try again" button. */
export function PanelLoadError({ sentence, onRetry }: { sentence: string; onRetry?: () => void }) {
  return (
    <Stack gap={2}>
      <Text role="alert">{sentence}</Text>
      <div>
        <Button variant="secondary" size="sm" onClick={onRetry}>
          Try again
        </Button>
      </div>
    </Stack>
  );
}

export function PanelBody({
  status,
  loadingLabel,
  loadError,
  onRetry,
  saved,
  error,
  errorTitle,
  children,
}: PanelBodyProps) {
  if (status === 'loading') return <PanelLoading label={loadingLabel} />;
  if (status === 'error') return <PanelLoadError sentence={loadError} onRetry={onRetry} />;
  return (
    <>
      <LiveRegion role="status">{saved && <Banner tone="success" title={saved} headingAs="h3" />}</LiveRegion>
      <LiveRegion role="alert">
        {error && (
          <Banner tone="danger" title={errorTitle} headingAs="h3">
            {error}
          </Banner>
        )}
      </LiveRegion>
      {children}
    </>
  );
}

/** A row of buttons under a panel's text or form, wrapping on a narrow screen. */
export const PanelActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${t.space[2]} ${t.space[3]};
`;

/** A small form inside a panel (a rename, a code, a password asked again). */
export const PanelForm = styled.form`
  display: grid;
  gap: ${t.space[3]};
`;
