export { Banner } from './Banner';
export type { BannerAction, BannerProps, BannerTone } from './Banner';
