export { VerificationRejectedModal } from './VerificationRejectedModal';
export type { VerificationRejectedModalProps, VerificationRejectionCopy } from './VerificationRejectedModal';
