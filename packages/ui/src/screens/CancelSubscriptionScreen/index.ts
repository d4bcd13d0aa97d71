export { CancelSubscriptionScreen, cancelReasonLabels } from './CancelSubscriptionScreen';
export type {
  CancelOfferView,
  CancelReason,
  CancelSubscriptionScreenProps,
} from './CancelSubscriptionScreen';
