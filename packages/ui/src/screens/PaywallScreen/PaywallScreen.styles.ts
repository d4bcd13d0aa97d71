import styled from 'styled-components';
import { theme as t } from '../../theme';

export const Hero = styled.header`
  display: flex;
  flex-direction: column;
  gap: ${t.space[3]};
  padding: ${t.space[6]};
  border-radius: ${t.radii.lg};
  background: linear-gradient(135deg, ${t.color.accent.subtle}, ${t.color.canvas.subtle});
`;

export const LockBadge = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
  border-radius: ${t.radii.round};
  background-color: ${t.color.accent.emphasis};
  color: ${t.color.fg.onEmphasis};
`;

export const Benefit = styled.li`
  display: flex;
  align-items: center;
  gap: ${t.space[2]};
  color: ${t.color.fg.default};
`;
