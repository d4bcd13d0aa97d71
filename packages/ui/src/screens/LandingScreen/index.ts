export { LandingScreen } from './LandingScreen';
export type { FooterLink, LandingScreenProps } from './LandingScreen';
