export { SpinScreen } from './SpinScreen';
export type { ExtraSpinsOffer, SpinAttempt, SpinScreenProps } from './SpinScreen';
export { announceOutcome, describeSpinsLeft, formatTimeUntil, spinAnnouncement } from './spinScreenText';
