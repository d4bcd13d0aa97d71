import type { InboxThread } from '@app/contract';
import { Icon } from '../../internal/icons';
import { Avatar } from '../Avatar';
import { Badge } from '../Badge';
import { useLinkComponent } from '../Link';
import { formatRelativeTime } from '../MessageBubble/messageTime';
import { VisuallyHidden } from '../VisuallyHidden';
import { Line, Main, Name, Preview, PreviewText, Row, Time } from './ThreadListItem.styles';

export interface ThreadListItemProps {
  thread: InboxThread;
  /** Where the row leads (the thread). */
  href: string;
  /** The clock "5 min. ago" is measured from; pass a fixed one in stories. */
  now: Date;
}

/** One conversation in the inbox: photo, name, last message, how long ago, and the unread count. */
export function ThreadListItem({ thread, href, now }: ThreadListItemProps) {
  const LinkComponent = useLinkComponent();
  const { member, unreadCount, locked, lastMessageFromMe, lastMessageState } = thread;
  const unread = unreadCount > 0 ? '' : undefined;
  return (
    <Row as={LinkComponent} href={href}>
      <Avatar name={member.name} src={member.photoUrl} size="lg" online={member.onlineRecently} />
      <Main>
        <Line>
          <Name data-unread={unread}>{member.name}</Name>
          <Time dateTime={thread.lastMessageAt} data-unread={unread}>
            {formatRelativeTime(thread.lastMessageAt, now)}
          </Time>
        </Line>
        <Line>
          <Preview data-unread={unread} data-locked={locked ? '' : undefined}>
            {locked ? (
              <>
                <Icon name="star" />
                <PreviewText>Upgrade to read this message</PreviewText>
              </>
            ) : (
              <>
                {lastMessageFromMe && lastMessageState === 'read' && <Icon name="checkCircle" />}
                <PreviewText>
                  {lastMessageFromMe && 'You: '}
                  {thread.lastMessagePreview}
                </PreviewText>
              </>
            )}
          </Preview>
          {unreadCount > 0 && (
            <Badge tone="accent" variant="solid">
              {unreadCount}
              <VisuallyHidden> unread {unreadCount === 1 ? 'message' : 'messages'}</VisuallyHidden>
            </Badge>
          )}
        </Line>
      </Main>
    </Row>
  );
}
