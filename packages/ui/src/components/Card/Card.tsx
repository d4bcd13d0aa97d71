import type { MouseEventHandler, ReactNode } from 'react';
import { useLinkComponent } from '../Link';
import { StyledCard } from './Card.styles';
import type { CardPadding, CardVariant } from './Card.styles';

export type CardProps = {
  children: ReactNode;
  padding?: CardPadding;
  variant?: CardVariant;
  className?: string;
  /** The whole card navigates (through LinkProvider's link component). */
  href?: string;
  /** The whole card is a button (ignored when `href` is set). */
  onClick?: MouseEventHandler<HTMLButtonElement>;
  /** Element for a static card. */
  as?: 'div' | 'article' | 'section' | 'li';
};

/**
 * A surface for grouped content. With `href` or `onClick` the whole card is one focusable control with hover and
 * focus styles; keep its content short, since everything inside becomes the control's accessible name.
 */
export function Card({ padding = 'md', variant = 'outlined', href, onClick, as, ...rest }: CardProps) {
  const LinkComponent = useLinkComponent();
  const common = { $padding: padding, $variant: variant, ...rest };
  if (href !== undefined) return <StyledCard as={LinkComponent} href={href} $interactive {...common} />;
  if (onClick) return <StyledCard as="button" type="button" onClick={onClick} $interactive {...common} />;
  return <StyledCard as={as ?? 'div'} $interactive={false} {...common} />;
}
