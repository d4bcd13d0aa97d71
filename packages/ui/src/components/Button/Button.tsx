import type { ComponentPropsWithRef, MouseEvent, ReactNode } from 'react';
import { Icon } from '../../internal/icons';
import type { IconName } from '../../internal/icons';
import { Label, Spinner, StyledButton } from './Button.styles';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';
export type ButtonSize = 'sm' | 'md' | 'lg';

export type ButtonProps = ComponentPropsWithRef<'button'> & {
  children: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, sets aria-busy and ignores clicks while staying focusable. */
  loading?: boolean;
  fullWidth?: boolean;
  leadingIcon?: IconName;
  trailingIcon?: IconName;
};

export function Button({
  children,
  variant = 'primary',
  size = 'md',
  loading = false,
  fullWidth = false,
  leadingIcon,
  trailingIcon,
  type = 'button',
  onClick,
  ...rest
}: ButtonProps) {
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault(); // also stops a submit button from submitting twice
      return;
    }
    onClick?.(event);
  };
  return (
    <StyledButton
      type={type}
      data-variant={variant}
      data-size={size}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      $fullWidth={fullWidth}
      onClick={handleClick}
      {...rest}
    >
      <Label>
        {leadingIcon && <Icon name={leadingIcon} />}
        {children}
        {trailingIcon && <Icon name={trailingIcon} />}
      </Label>
      {loading && <Spinner aria-hidden="true" />}
    </StyledButton>
  );
}
