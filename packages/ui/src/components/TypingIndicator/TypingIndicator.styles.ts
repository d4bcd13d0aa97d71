import styled, { keyframes } from 'styled-components';
import { media, theme as t } from '../../theme';

const bounce = keyframes`
  0%, 60%, 100% { transform: translateY(0); opacity: 0.5; }
  30% { transform: translateY(-3px); opacity: 1; }
`;

export const Root = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${t.space[2]};
  color: ${t.color.fg.muted};
  font-size: ${t.font.size.sm};
`;

/** The other member's side of the thread: the same grey as their bubbles. */
export const Dots = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  padding: ${t.space[2]} ${t.space[3]};
  border-radius: ${t.radii.lg};
  border-end-start-radius: ${t.radii.sm};
  background: ${t.color.canvas.inset};
`;

/** Still dots (not hidden) when the member asked for less motion: the text says it anyway. */
export const Dot = styled.span`
  display: block;
  width: 6px;
  height: 6px;
  border-radius: ${t.radii.round};
  background: ${t.color.fg.muted};
  animation: ${bounce} 1.2s ease-in-out infinite;
  &:nth-child(2) {
    animation-delay: 0.15s;
  }
  &:nth-child(3) {
    animation-delay: 0.3s;
  }
  ${media.reducedMotion} {
    animation: none;
    opacity: 0.7;
  }
`;
