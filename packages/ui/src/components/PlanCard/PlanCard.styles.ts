import styled from 'styled-components';
import { theme as t } from '../../theme';

/** Fixed height so loading skeletons and loaded cards take the same room (no layout shift). */
export const PLAN_CARD_MIN_HEIGHT = '248px';

export const Root = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${t.space[3]};
  min-width: 0;
  min-height: ${PLAN_CARD_MIN_HEIGHT};
  padding: ${t.space[5]};
  border: 1px solid ${t.color.border.muted};
  border-radius: ${t.radii.lg};
  background-color: ${t.color.canvas.default};
  box-shadow: ${t.shadow.sm};
  &[data-recommended],
  &[data-current] {
    border: 2px solid ${t.color.accent.emphasis};
  }
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
