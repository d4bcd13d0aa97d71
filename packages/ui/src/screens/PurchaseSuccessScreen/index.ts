export { PurchaseSuccessScreen } from './PurchaseSuccessScreen';
export type { PurchaseSuccessScreenProps } from './PurchaseSuccessScreen';
