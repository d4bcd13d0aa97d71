import type { ComponentPropsWithRef } from 'react';
import { Icon } from '../../internal/icons';
import type { IconName } from '../../internal/icons';
import type { ButtonSize, ButtonVariant } from '../Button';
import { StyledIconButton } from './IconButton.styles';

export type IconButtonProps = Omit<ComponentPropsWithRef<'button'>, 'children' | 'aria-label'> & {
  icon: IconName;
  /** Required: an icon alone does not name the button. */
  'aria-label': string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Fills the icon, e.g. a heart for "liked" (pair with aria-pressed). */
  filled?: boolean;
};

export function IconButton({
  icon,
  variant = 'secondary',
  size = 'md',
  filled = false,
  type = 'button',
  ...rest
}: IconButtonProps) {
  return (
    <StyledIconButton type={type} data-variant={variant} data-size={size} {...rest}>
      <Icon name={icon} filled={filled} />
    </StyledIconButton>
  );
}
