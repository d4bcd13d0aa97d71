export { SupportFormScreen } from './SupportFormScreen';
export type { SupportFormScreenProps, SupportFormValues, SupportSendError } from './SupportFormScreen';
