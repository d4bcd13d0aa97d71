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

/** Fixed height so loading skeletons and loaded cards take the same room (no layout shift). */
export const PLAN_CARD_MIN_HEIGHT = '248px';

export const PlanCard = styled.li<{ $recommended: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${t.space[3]};
  min-height: ${PLAN_CARD_MIN_HEIGHT};
  padding: ${t.space[5]};
  border: ${({ $recommended }) => ($recommended ? '2px' : '1px')} solid
    ${({ $recommended }) => ($recommended ? t.color.accent.emphasis : t.color.border.muted)};
  border-radius: ${t.radii.lg};
  background-color: ${t.color.canvas.default};
  box-shadow: ${t.shadow.sm};
`;

export const Price = styled.p`
  font-size: ${t.font.size.xxl};
  font-weight: ${t.font.weight.bold};
  line-height: ${t.font.lineHeight.tight};
`;

export const Ribbon = styled.span`
  align-self: flex-start;
  padding: ${t.space[1]} ${t.space[3]};
  border-radius: ${t.radii.pill};
  background-color: ${t.color.accent.emphasis};
  color: ${t.color.fg.onEmphasis};
  font-size: ${t.font.size.xs};
  font-weight: ${t.font.weight.semibold};
`;

export const Grow = styled.div`
  flex: 1;
`;

export const Benefit = styled.li`
  display: flex;
  align-items: center;
  gap: ${t.space[2]};
  color: ${t.color.fg.default};
`;
