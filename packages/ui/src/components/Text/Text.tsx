import type { ComponentPropsWithoutRef } from 'react';
import { StyledText } from './Text.styles';

export type TextTone = 'default' | 'muted' | 'subtle' | 'accent' | 'success' | 'danger';
export type TextWeight = 'regular' | 'medium' | 'semibold' | 'bold';
export type TextSize = 'xs' | 'sm' | 'md' | 'lg';
export type TextElement = 'p' | 'span' | 'div' | 'strong' | 'em' | 'small';

export type TextProps = ComponentPropsWithoutRef<'p'> & {
  as?: TextElement;
  size?: TextSize;
  tone?: TextTone;
  weight?: TextWeight;
  /** One line, cut with an ellipsis (give the full text elsewhere or in a title). */
  truncate?: boolean;
};

export function Text({
  as = 'p',
  size = 'md',
  tone = 'default',
  weight = 'regular',
  truncate,
  ...rest
}: TextProps) {
  return (
    <StyledText
      as={as}
      data-size={size}
      data-tone={tone}
      data-weight={weight}
      data-truncate={truncate ? '' : undefined}
      {...rest}
    />
  );
}
