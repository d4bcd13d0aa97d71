import { useMemo } from 'react';
import type { HotlistEntry, MemberSummary } from '@app/contract';
import { Button } from '../../components/Button';
import { Cluster } from '../../components/Cluster';
import { EmptyStateIllustration } from '../../components/EmptyState';
import { Heading } from '../../components/Heading';
import { Link } from '../../components/Link';
import { formatRelativeTime } from '../../components/MessageBubble';
import { ProfileGrid } from '../../components/ProfileGrid';
import { Stack } from '../../components/Stack';
import { Text } from '../../components/Text';
import { VisuallyHidden } from '../../components/VisuallyHidden';

type SavedMember = MemberSummary & { addedAt: string };

export type HotlistScreenProps = {
  /** The clock "added 3 days ago" is measured from. */
  now: Date;
  profileHref: (member: MemberSummary) => string;
  messageHref: (member: MemberSummary) => string;
  /** Where the empty hotlist sends the member ("Browse profiles"). */
  browseHref: string;
} & (
  | { status: 'loading' }
  | { status: 'error'; errorMessage?: string; onRetry: () => void }
  | {
      status: 'ready';
      entries: readonly HotlistEntry[];
      hasMore: boolean;
      onLoadMore: () => void;
      loadingMore?: boolean;
      onRemove: (memberId: number) => void;
      /** Members being removed (their Remove button shows a spinner). */
      removingIds?: readonly number[];
    }
);

/** The member's favourites: a grid of profiles with Message and Remove. */
export function HotlistScreen(props: HotlistScreenProps) {
  const { now, profileHref, messageHref, browseHref } = props;
  const entries = props.status === 'ready' ? props.entries : undefined;
  const members = useMemo<SavedMember[]>(
    () => (entries ?? []).map(({ member, addedAt }) => ({ ...member, addedAt })),
    [entries],
  );
  const removing = props.status === 'ready' ? (props.removingIds ?? []) : [];
  const onRemove = props.status === 'ready' ? props.onRemove : undefined;

  return (
    <Stack gap={5}>
      <Stack gap={1}>
        <Heading as="h1">Hotlist</Heading>
        <Text tone="muted">Members you saved, to find them again quickly.</Text>
      </Stack>
      {/* The cards' names are h3: this keeps the outline h1 → h2 → h3. */}
      <VisuallyHidden as="h2">Saved members</VisuallyHidden>
      <ProfileGrid<SavedMember>
        label="Hotlist"
        status={props.status}
        members={members}
        hrefFor={profileHref}
        metaFor={(member) => `Added ${formatRelativeTime(member.addedAt, now, 'long')}`}
        actionFor={(member) => (
          <Cluster gap={3}>
            <Link href={messageHref(member)}>
              Message<VisuallyHidden> {member.name}</VisuallyHidden>
            </Link>
            <Button
              size="sm"
              variant="secondary"
              loading={removing.includes(member.id)}
              onClick={() => onRemove?.(member.id)}
            >
              Remove<VisuallyHidden> {member.name} from your hotlist</VisuallyHidden>
            </Button>
          </Cluster>
        )}
        empty={{
          title: 'Your hotlist is empty',
          description:
            'Save the members you like best, and they wait for you here. Find someone and choose "Add to hotlist" on their profile.',
          action: { label: 'Browse profiles', href: browseHref },
          illustration: <EmptyStateIllustration name="likes" />,
        }}
        error={
          props.status === 'error'
            ? {
                message: props.errorMessage ?? 'Check your connection and try again.',
                onRetry: props.onRetry,
              }
            : undefined
        }
      />
      {props.status === 'ready' && props.hasMore && (
        <Cluster justify="center">
          <Button variant="secondary" loading={props.loadingMore ?? false} onClick={props.onLoadMore}>
            Show more
          </Button>
        </Cluster>
      )}
    </Stack>
  );
}
