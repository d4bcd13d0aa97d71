export { MatchDialog } from './MatchDialog';
export type { MatchDialogProps } from './MatchDialog';
