// A link that looks like a button, for calls to action that navigate ("Log in", "See plans"). It renders the site's
// link component (LinkProvider), which forwards only href, className, children and aria-current, so the look is
// chosen with transient props here rather than Button's data attributes.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useLinkComponent } from '../../components/Link';
import { theme as t } from '../../theme';

export type ButtonLinkVariant = 'primary' | 'secondary';

const look = {
  primary: {
    bg: t.color.accent.emphasis,
    hover: t.color.accent.fg,
    fg: t.color.fg.onEmphasis,
    border: 'transparent',
  },
  secondary: {
    bg: t.color.canvas.default,
    hover: t.color.canvas.inset,
    fg: t.color.fg.default,
    border: t.color.border.default,
  },
};

const StyledButtonLink = styled.a<{ $variant: ButtonLinkVariant; $size: 'md' | 'lg' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: ${({ $size }) => ($size === 'lg' ? '48px' : '40px')};
  padding: 0 ${({ $size }) => ($size === 'lg' ? t.space[5] : t.space[4])};
  border: 1px solid ${({ $variant }) => look[$variant].border};
  border-radius: ${t.radii.pill};
  background-color: ${({ $variant }) => look[$variant].bg};
  color: ${({ $variant }) => look[$variant].fg};
  font-size: ${({ $size }) => ($size === 'lg' ? t.font.size.lg : t.font.size.md)};
  font-weight: ${t.font.weight.semibold};
  line-height: ${t.font.lineHeight.tight};
  text-decoration: none;
  white-space: nowrap;
  transition: background-color ${t.motion.duration.fast} ${t.motion.easing.standard};

  &:hover {
    background-color: ${({ $variant }) => look[$variant].hover};
  }
  &:focus-visible {
    outline: ${t.focusRing.outline};
    outline-offset: ${t.focusRing.offset};
  }
`;

export interface ButtonLinkProps {
  href: string;
  children: ReactNode;
  variant?: ButtonLinkVariant;
  size?: 'md' | 'lg';
}

export function ButtonLink({ href, children, variant = 'primary', size = 'md' }: ButtonLinkProps) {
  const component = useLinkComponent();
  return (
    <StyledButtonLink as={component} href={href} $variant={variant} $size={size}>
      {children}
    </StyledButtonLink>
  );
}
