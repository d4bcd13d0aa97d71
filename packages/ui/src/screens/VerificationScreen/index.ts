export { VerificationScreen } from './VerificationScreen';
export type {
  SelfieRules,
  VerificationOutcome,
  VerificationScreenLinks,
  VerificationScreenProps,
} from './VerificationScreen';
export { VerificationPoseIllustration } from './VerificationPoseIllustration';
export type { VerificationPoseIllustrationProps } from './VerificationPoseIllustration';
