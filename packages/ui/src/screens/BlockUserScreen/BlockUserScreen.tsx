import type { MemberSummary } from '@app/contract';
import styled from 'styled-components';
import { Avatar } from '../../components/Avatar';
import { Banner } from '../../components/Banner';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { Cluster } from '../../components/Cluster';
import { EmptyState } from '../../components/EmptyState';
import { Heading } from '../../components/Heading';
import { Link } from '../../components/Link';
import { Skeleton } from '../../components/Skeleton';
import { Stack } from '../../components/Stack';
import { Text } from '../../components/Text';
import { MemberLookupState } from '../../internal/MemberLookupState';
import { theme as t } from '../../theme';

const Page = styled.div`
  max-width: 560px;
`;

const Consequences = styled.ul`
  display: grid;
  gap: ${t.space[2]};
  margin: 0;
  padding-left: ${t.space[5]};
`;

const MemberName = styled.span`
  overflow-wrap: anywhere;
`;

export interface BlockUserScreenLinks {
  /** Where Cancel leads (usually the member's profile). */
  cancel: string;
  blocklist: string;
  search: string;
}

export interface BlockUserScreenProps {
  /** `blocked`: done. */
  status: 'loading' | 'error' | 'not-found' | 'ready' | 'blocked';
  /** Required when ready or blocked. */
  member?: MemberSummary;
  onConfirm: () => void;
  /** The block is being saved: the button shows a spinner. */
  blocking?: boolean;
  /** Saving the block failed (the member can try again). */
  blockError?: string;
  /** Loading the member failed: try again. */
  onRetry?: () => void | Promise<unknown>;
  /** Where the screen's links lead; the site passes its routes. */
  links: BlockUserScreenLinks;
}

/** blocklist/add: what blocking a member means, and the confirmation. */
export function BlockUserScreen({
  status,
  member,
  onConfirm,
  blocking = false,
  blockError,
  onRetry,
  links,
}: BlockUserScreenProps) {
  const lookup = {
    skeleton: (
      <Page>
        <Stack gap={4}>
          <Skeleton width="70%" />
          <Skeleton variant="rect" height={88} />
          <Skeleton lines={4} />
        </Stack>
      </Page>
    ),
    notFound: {
      description: 'The profile may have been closed, or you may have blocked this member already.',
      action: { label: 'See your blocklist', href: links.blocklist },
    },
  };
  if (status !== 'ready' && status !== 'blocked')
    return <MemberLookupState status={status} {...lookup} onRetry={onRetry} />;
  if (!member) return <MemberLookupState status="not-found" {...lookup} />;
  if (status === 'blocked')
    return (
      <EmptyState
        headingAs="h1"
        title={`${member.name} is blocked`}
        description={`You won't see each other anywhere on the site. You can unblock ${member.name} from your blocklist.`}
        action={{ label: 'See your blocklist', href: links.blocklist }}
      />
    );

  const { name } = member;
  return (
    <Page>
      <Stack gap={5}>
        <Heading as="h1">
          Block <MemberName>{name}</MemberName>?
        </Heading>
        <Card padding="md">
          <Cluster gap={3} wrap={false}>
            <Avatar name={name} src={member.photoUrl} size="lg" />
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text weight="semibold" truncate>
                {name}, {member.age}
              </Text>
              <Text size="sm" tone="muted" truncate>
                {member.city}
              </Text>
            </Stack>
          </Cluster>
        </Card>
        <Stack gap={2}>
          <Text weight="semibold">When you block {name}:</Text>
          <Consequences>
            <li>{name} can't see your profile, and you won't see each other in lists, search or feeds.</li>
            <li>Neither of you can like or message the other.</li>
            <li>Likes between you are removed.</li>
            <li>You can unblock {name} any time from your blocklist.</li>
          </Consequences>
        </Stack>
        {blockError && (
          <Banner tone="danger" title={`We couldn't block ${name}`} headingAs="h2">
            {blockError}
          </Banner>
        )}
        <Cluster gap={3}>
          <Button variant="danger" loading={blocking} onClick={onConfirm}>
            Block {name}
          </Button>
          <Link href={links.cancel}>Cancel</Link>
        </Cluster>
      </Stack>
    </Page>
  );
}
