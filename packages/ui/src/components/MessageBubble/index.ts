export { MessageBubble } from './MessageBubble';
export type { MessageBubbleMessage, MessageBubbleProps } from './MessageBubble';
export { formatMessageTime, formatRelativeTime } from './messageTime';
