export { ReceiptScreen } from './ReceiptScreen';
export type { ReceiptScreenProps, ReceiptView } from './ReceiptScreen';
