export { VerifiedNotice } from './VerifiedNotice';
export type { VerifiedNoticeProps } from './VerifiedNotice';
