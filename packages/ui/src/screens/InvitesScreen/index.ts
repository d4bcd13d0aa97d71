export { InvitesScreen } from './InvitesScreen';
export type { InviteReplyResult, InvitesLinks, InvitesScreenProps } from './InvitesScreen';
export { InviteDialog } from './InviteDialog';
export type { InviteDialogProps } from './InviteDialog';
