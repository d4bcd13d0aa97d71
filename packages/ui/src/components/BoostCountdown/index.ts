export { BoostCountdown, formatTimeLeft, spokenTimeLeft } from './BoostCountdown';
export type { BoostCountdownProps } from './BoostCountdown';
