export { CheckoutScreen } from './CheckoutScreen';
export type {
  CardFieldName,
  CardFieldProps,
  CheckoutAlert,
  CheckoutPlanSummary,
  CheckoutScreenProps,
  TestCard,
} from './CheckoutScreen';
