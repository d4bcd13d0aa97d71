export { HouseAd } from './HouseAd';
export type { HouseAdProps } from './HouseAd';
