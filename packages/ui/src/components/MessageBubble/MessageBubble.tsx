import type { Message, MessageState } from '@app/contract';
import { Icon } from '../../internal/icons';
import type { IconName } from '../../internal/icons';
import { Button } from '../Button';
import { VisuallyHidden } from '../VisuallyHidden';
import { Bubble, FlirtLabel, Meta, Root, State } from './MessageBubble.styles';
import { formatMessageTime } from './messageTime';

export type MessageBubbleMessage = Pick<Message, 'id' | 'body' | 'fromMe' | 'state' | 'sentAt' | 'kind'>;

export interface MessageBubbleProps {
  message: MessageBubbleMessage;
  /** The other member's name: screen readers hear who wrote each message. */
  senderName: string;
  /** The clock the time label is relative to (today's messages show only the time). */
  now: Date;
  /** IANA time zone of the time label; the browser's when omitted. */
  timeZone?: string;
  /** Show the delivery state of an own message (a thread shows it on the latest one; failures always show). */
  showState?: boolean;
  /** Sends a failed message again; the bubble keeps its text meanwhile. */
  onRetry?: (messageId: string) => void;
  /** A `sending` message kept until the connection returns: it says so instead of "Sending…". */
  waiting?: boolean;
}

const stateLabel: Record<MessageState, string> = {
  sending: 'Sending…',
  sent: 'Sent',
  delivered: 'Delivered',
  read: 'Read',
  failed: 'Not sent',
};
const stateIcon: Partial<Record<MessageState, IconName>> = {
  sent: 'check',
  delivered: 'check',
  read: 'checkCircle',
  failed: 'alert',
};

/**
 * One message. The body is rendered as text (React escapes it), so markup shows literally and never runs; line
 * breaks are kept. An own message shows its state; a failed one offers Retry.
 */
export function MessageBubble({
  message,
  senderName,
  now,
  timeZone,
  showState = true,
  onRetry,
  waiting = false,
}: MessageBubbleProps) {
  const { fromMe, state, kind, body, sentAt } = message;
  const isWaiting = waiting && state === 'sending';
  const failed = fromMe && state === 'failed';
  const icon = stateIcon[state];
  return (
    <Root data-from={fromMe ? 'me' : 'them'} data-state={state} data-waiting={isWaiting || undefined}>
      <Bubble>
        <VisuallyHidden>{fromMe ? 'You' : senderName}: </VisuallyHidden>
        {kind === 'flirt' && (
          <FlirtLabel>
            <Icon name="heart" filled />
            Flirt
          </FlirtLabel>
        )}
        {body}
      </Bubble>
      <Meta>
        <time dateTime={sentAt}>{formatMessageTime(sentAt, now, timeZone)}</time>
        {fromMe && (showState || failed) && (
          <State data-state={state}>
            {icon && <Icon name={icon} />}
            {isWaiting ? 'Waiting for connection' : stateLabel[state]}
          </State>
        )}
        {failed && onRetry && (
          <Button size="sm" variant="secondary" onClick={() => onRetry(message.id)}>
            Retry
          </Button>
        )}
      </Meta>
    </Root>
  );
}
