export { PaywallScreen } from './PaywallScreen';
export type { PaywallPlan, PaywallScreenProps } from './PaywallScreen';
