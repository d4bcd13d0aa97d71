import type { ComponentPropsWithoutRef } from 'react';
import type { TextTone } from '../Text';
import { StyledHeading } from './Heading.styles';

export type HeadingElement = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
export type HeadingSize = 'md' | 'lg' | 'xl' | 'xxl' | 'display';

export type HeadingProps = ComponentPropsWithoutRef<'h2'> & {
  /** The document level; pick it for the outline, pick `size` for the look. */
  as?: HeadingElement;
  size?: HeadingSize;
  tone?: Extract<TextTone, 'default' | 'muted' | 'accent' | 'danger'>;
};

const defaultSize: Record<HeadingElement, HeadingSize> = {
  h1: 'xxl',
  h2: 'xl',
  h3: 'lg',
  h4: 'md',
  h5: 'md',
  h6: 'md',
};

export function Heading({ as = 'h2', size, tone = 'default', ...rest }: HeadingProps) {
  return <StyledHeading as={as} data-size={size ?? defaultSize[as]} data-tone={tone} {...rest} />;
}
