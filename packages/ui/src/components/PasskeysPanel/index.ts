export { PasskeysPanel } from './PasskeysPanel';
export type { PasskeyRow, PasskeysPanelProps } from './PasskeysPanel';
