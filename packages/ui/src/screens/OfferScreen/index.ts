export { OfferScreen } from './OfferScreen';
export type { OfferCopy, OfferScreenProps } from './OfferScreen';
