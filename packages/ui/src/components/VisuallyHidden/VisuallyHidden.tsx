import type { ComponentPropsWithoutRef } from 'react';
import { StyledVisuallyHidden } from './VisuallyHidden.styles';

export type VisuallyHiddenProps = ComponentPropsWithoutRef<'span'> & {
  as?: 'span' | 'div' | 'h1' | 'h2' | 'h3';
};

/** Text for screen readers only, e.g. "(opens in a new tab)" or a heading the layout already implies. */
export function VisuallyHidden(props: VisuallyHiddenProps) {
  return <StyledVisuallyHidden {...props} />;
}
