export { NoticeBanner } from './NoticeBanner';
export type { BannerNoticeKind, NoticeBannerProps } from './NoticeBanner';
export { ReactivationDialog } from './ReactivationDialog';
export type { ReactivationDialogProps } from './ReactivationDialog';
