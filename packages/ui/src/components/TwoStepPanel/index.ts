export { TwoStepPanel } from './TwoStepPanel';
export type { TwoStepPanelProps, TwoStepPanelState, TwoStepProof } from './TwoStepPanel';
