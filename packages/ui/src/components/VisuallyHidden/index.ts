export { VisuallyHidden } from './VisuallyHidden';
export type { VisuallyHiddenProps } from './VisuallyHidden';
export { visuallyHiddenCss } from './VisuallyHidden.styles';
