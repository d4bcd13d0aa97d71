export { CompletenessMeter } from './CompletenessMeter';
export type { CompletenessMeterProps } from './CompletenessMeter';
