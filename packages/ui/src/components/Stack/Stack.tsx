import type { ComponentPropsWithoutRef } from 'react';
import type { Align, SpaceStep } from '../../internal/layout';
import { StyledStack } from './Stack.styles';

export type StackProps = ComponentPropsWithoutRef<'div'> & {
  /** Step of the spacing scale between children (default 4 = 16px). */
  gap?: SpaceStep;
  align?: Exclude<Align, 'baseline'>;
  as?: 'div' | 'section' | 'ul' | 'ol' | 'form' | 'header' | 'footer' | 'main' | 'nav' | 'article' | 'aside';
};

/** Children in a column with even gaps. Use `as="ul"` for lists of items (list styling is removed). */
export function Stack({ gap = 4, align = 'stretch', ...rest }: StackProps) {
  return <StyledStack $gap={gap} $align={align} {...rest} />;
}
