import { useState } from 'react';
import type { ReactNode } from 'react';
import { Icon } from '../../internal/icons';
import { Button } from '../Button';
import { Heading } from '../Heading';
import type { HeadingElement } from '../Heading';
import { Text } from '../Text';
import { ActionRow, Badge, Details, DetailsBody, Root } from './ErrorState.styles';

export interface ErrorStateProps {
  /** What failed, in member terms ("We couldn't load your messages."). */
  message: ReactNode;
  title?: string;
  /** Technical detail (error code, request id) behind a disclosure, for support. */
  details?: ReactNode;
  /**
   * Shows the retry button. If it returns a promise the button shows a spinner until the promise settles.
   */
  onRetry?: () => void | Promise<unknown>;
  /** Forces the retrying look, for callers that track the request themselves (e.g. react-query's isFetching). */
  retrying?: boolean;
  retryLabel?: string;
  headingAs?: HeadingElement;
}

/** A failed load, announced as an alert, with a way to try again. */
export function ErrorState({
  message,
  title = 'Something went wrong',
  details,
  onRetry,
  retrying = false,
  retryLabel = 'Try again',
  headingAs = 'h2',
}: ErrorStateProps) {
  const [pending, setPending] = useState(false);

  const retry = async () => {
    const result = onRetry?.();
    if (!(result instanceof Promise)) return;
    setPending(true);
    try {
      await result;
    } catch {
      // The caller shows the new error; the button just becomes usable again.
    } finally {
      setPending(false);
    }
  };

  return (
    <Root role="alert">
      <Badge aria-hidden="true">
        <Icon name="alert" />
      </Badge>
      <Heading as={headingAs} size="lg">
        {title}
      </Heading>
      <Text tone="muted">{message}</Text>
      {details && (
        <Details>
          <summary>Technical details</summary>
          <DetailsBody>{details}</DetailsBody>
        </Details>
      )}
      {onRetry && (
        <ActionRow>
          <Button loading={retrying || pending} onClick={retry}>
            {retryLabel}
          </Button>
        </ActionRow>
      )}
    </Root>
  );
}
