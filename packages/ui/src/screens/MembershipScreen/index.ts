export { MembershipScreen } from './MembershipScreen';
export type {
  ChangePlanOption,
  MembershipBoost,
  MembershipScreenProps,
  MembershipView,
} from './MembershipScreen';
export type { ActionOutcome, CardOnFileView, MembershipPlanOption } from './MembershipParts';
