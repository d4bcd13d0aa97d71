export { Spinner } from './Spinner';
export type { SpinnerProps, SpinnerSize } from './Spinner';
