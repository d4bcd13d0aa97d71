export { AccountDeletionPanel } from './AccountDeletionPanel';
export type {
  AccountDeletionConfirmation,
  AccountDeletionPanelProps,
  AccountDeletionView,
} from './AccountDeletionPanel';
