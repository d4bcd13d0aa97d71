import styled, { keyframes } from 'styled-components';
import { theme as t } from '../../theme';

const pulse = keyframes`
  0% { transform: scale(1); opacity: 0.6; }
  100% { transform: scale(2.4); opacity: 0; }
`;

export const Countdown = styled.p`
  position: relative;
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${t.space[2]};
  margin: 0;
  padding: ${t.space[2]} ${t.space[4]};
  border-radius: ${t.radii.pill};
  background: ${t.color.accent.subtle};
  color: ${t.color.accent.fg};
  font-weight: ${t.font.weight.semibold};
  &[data-ended] {
    background: ${t.color.canvas.inset};
    color: ${t.color.fg.muted};
  }
`;

/** A soft ring behind the icon while the boost runs; none under reduced motion (the component leaves it out). */
export const Pulse = styled.span`
  position: absolute;
  left: ${t.space[4]};
  width: 16px;
  height: 16px;
  border-radius: ${t.radii.round};
  background: ${t.color.accent.muted};
  @media (prefers-reduced-motion: no-preference) {
    animation: ${pulse} 1.6s ease-out infinite;
  }
`;

export const Label = styled.span`
  position: relative;
`;

export const Clock = styled.time`
  font-variant-numeric: tabular-nums;
  font-size: ${t.font.size.lg};
`;
