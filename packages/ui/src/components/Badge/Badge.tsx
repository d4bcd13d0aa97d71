import type { ComponentPropsWithoutRef } from 'react';
import { Icon } from '../../internal/icons';
import type { IconName } from '../../internal/icons';
import { Dot, StyledBadge } from './Badge.styles';
import type { BadgeTone } from './Badge.styles';

export type BadgeProps = ComponentPropsWithoutRef<'span'> & {
  tone?: BadgeTone;
  variant?: 'subtle' | 'solid';
  /** A coloured status dot before the label, e.g. tone="success" + "Online". */
  dot?: boolean;
  icon?: IconName;
};

/** A short label: status, count, tag. */
export function Badge({
  tone = 'neutral',
  variant = 'subtle',
  dot = false,
  icon,
  children,
  ...rest
}: BadgeProps) {
  return (
    <StyledBadge data-tone={tone} data-variant={variant} {...rest}>
      {dot && <Dot data-dot="" aria-hidden="true" />}
      {icon && <Icon name={icon} />}
      {children}
    </StyledBadge>
  );
}
