export { PasswordStrengthMeter } from './PasswordStrengthMeter';
export type { PasswordScore, PasswordStrengthMeterProps } from './PasswordStrengthMeter';
