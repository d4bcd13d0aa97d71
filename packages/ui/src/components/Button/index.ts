export { Button } from './Button';
export type { ButtonProps, ButtonVariant, ButtonSize } from './Button';
