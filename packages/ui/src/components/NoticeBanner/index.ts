export { NoticeBanner, ReactivationDialog } from './NoticeBanner';
export type { BannerNoticeKind, NoticeBannerProps, ReactivationDialogProps } from './NoticeBanner';
