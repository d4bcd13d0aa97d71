import { useEffect, useRef } from 'react';
import type { InboxThread } from '@app/contract';
import { Banner } from '../../components/Banner';
import { Button } from '../../components/Button';
import { EmptyState, EmptyStateIllustration } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { Heading } from '../../components/Heading';
import { Skeleton, SkeletonGroup } from '../../components/Skeleton';
import { Stack } from '../../components/Stack';
import { Text } from '../../components/Text';
import { ThreadListItem } from '../../components/ThreadListItem';
import { List, More, SkeletonRow } from './InboxScreen.styles';

export type InboxScreenProps = {
  /** The clock relative times are measured from. */
  now: Date;
  threadHref: (thread: InboxThread) => string;
  /** Where the empty inbox sends the member ("Browse profiles"). */
  browseHref: string;
  /** Set for a free member: a banner explains locked messages and leads to the paywall. */
  upgradeHref?: string;
} & (
  | { status: 'loading' }
  | { status: 'error'; errorMessage?: string; onRetry: () => void }
  | {
      status: 'ready';
      threads: readonly InboxThread[];
      hasMore: boolean;
      onLoadMore: () => void;
      loadingMore?: boolean;
      /** Loading the next page failed: shown beside the button, which retries. */
      loadMoreError?: string | null;
    }
);

const SKELETON_ROWS = 6;

/** The member's conversations, newest first, with unread counts and paging. */
export function InboxScreen(props: InboxScreenProps) {
  const { now, threadHref, browseHref, upgradeHref } = props;
  const threads = props.status === 'ready' ? props.threads : [];
  const list = useRef<HTMLUListElement>(null);
  const shownBefore = useRef<number | null>(null);

  // After "Load more", move focus to the first new conversation, so keyboard and screen reader users continue there.
  useEffect(() => {
    const before = shownBefore.current;
    if (before === null || threads.length <= before) return;
    shownBefore.current = null;
    list.current?.querySelectorAll('a')[before]?.focus();
  }, [threads.length]);

  const loadMore = () => {
    if (props.status !== 'ready') return;
    shownBefore.current = threads.length;
    props.onLoadMore();
  };

  return (
    <Stack gap={5}>
      <Heading as="h1">Inbox</Heading>
      {upgradeHref && (
        <Banner title="Read every message" action={{ label: 'See plans', href: upgradeHref }}>
          With a subscription you can read messages from every member and reply to them.
        </Banner>
      )}
      {props.status === 'loading' && (
        <SkeletonGroup label="Loading your conversations">
          <List>
            {Array.from({ length: SKELETON_ROWS }, (_, index) => (
              <SkeletonRow key={index}>
                <Skeleton variant="circle" size={56} />
                <Skeleton lines={2} />
              </SkeletonRow>
            ))}
          </List>
        </SkeletonGroup>
      )}
      {props.status === 'error' && (
        <ErrorState
          title="We couldn't load your messages"
          message={props.errorMessage ?? 'Check your connection and try again.'}
          onRetry={props.onRetry}
        />
      )}
      {props.status === 'ready' && threads.length === 0 && (
        <EmptyState
          title="No messages yet"
          description="When someone writes to you, the conversation shows up here. Why wait? Find someone you like and say hello, or send a flirt."
          action={{ label: 'Browse profiles', href: browseHref }}
          illustration={<EmptyStateIllustration name="messages" />}
        />
      )}
      {props.status === 'ready' && threads.length > 0 && (
        <>
          <List ref={list} aria-label="Conversations">
            {threads.map((thread) => (
              <li key={thread.id}>
                <ThreadListItem thread={thread} href={threadHref(thread)} now={now} />
              </li>
            ))}
          </List>
          {(props.hasMore || props.loadMoreError) && (
            <More>
              {props.loadMoreError && (
                <Text size="sm" tone="danger" role="alert">
                  {props.loadMoreError}
                </Text>
              )}
              <Button variant="secondary" loading={props.loadingMore ?? false} onClick={loadMore}>
                {props.loadMoreError ? 'Try again' : 'Load more conversations'}
              </Button>
            </More>
          )}
        </>
      )}
    </Stack>
  );
}
