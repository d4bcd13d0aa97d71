import styled from 'styled-components';
import { theme as t } from '../../theme';

export type CardPadding = 'none' | 'sm' | 'md' | 'lg';
export type CardVariant = 'outlined' | 'elevated';

const paddings: Record<CardPadding, string> = { none: '0', sm: t.space[3], md: t.space[4], lg: t.space[6] };

// Transient props: an interactive card may render the site's link component, which forwards no data attributes.
export const StyledCard = styled.div<{ $padding: CardPadding; $variant: CardVariant; $interactive: boolean }>`
  display: block;
  position: relative;
  width: 100%;
  padding: ${({ $padding }) => paddings[$padding]};
  border: 1px solid ${t.color.border.muted};
  border-radius: ${t.radii.lg};
  background: ${t.color.canvas.default};
  box-shadow: ${({ $variant }) => ($variant === 'elevated' ? t.shadow.md : 'none')};
  color: ${t.color.fg.default};
  overflow: hidden;
  text-align: start;
  text-decoration: none;
  font: inherit;

  ${({ $interactive }) =>
    $interactive &&
    `
    cursor: pointer;
    transition:
      box-shadow ${t.motion.duration.normal} ${t.motion.easing.standard},
      border-color ${t.motion.duration.normal} ${t.motion.easing.standard},
      transform ${t.motion.duration.normal} ${t.motion.easing.standard};
    &:hover {
      border-color: ${t.color.accent.muted};
      box-shadow: ${t.shadow.lg};
      transform: translateY(-2px);
    }
    &:focus-visible {
      outline: ${t.focusRing.outline};
      outline-offset: ${t.focusRing.offset};
    }
    &:active {
      transform: translateY(0);
    }
  `}
`;
