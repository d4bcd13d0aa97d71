import styled from 'styled-components';
import { theme as t } from '../../theme';

/** The sandbox widget's box, about the size of the hosted widgets it stands in for. */
export const Box = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  flex-wrap: wrap;
  gap: ${t.space[2]} ${t.space[4]};
  max-width: 320px;
  min-height: 64px;
  padding: ${t.space[3]} ${t.space[4]};
  border: 1px solid ${t.color.border.default};
  border-radius: ${t.radii.md};
  background: ${t.color.canvas.subtle};

  &[data-invalid] {
    border-color: ${t.color.danger.emphasis};
    border-width: 2px;
    padding: calc(${t.space[3]} - 1px) calc(${t.space[4]} - 1px);
  }
`;

export const Mark = styled.span`
  font-size: ${t.font.size.xs};
  color: ${t.color.fg.muted};
`;

/** A flex column: the error text carries a grid-area of its own, which would open implicit columns in a grid. */
export const Slot = styled.section`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${t.space[2]};
  min-width: 0;
  border-radius: ${t.radii.md};

  &:focus-visible {
    outline: ${t.focusRing.outline};
    outline-offset: ${t.focusRing.offset};
  }
`;

export const SlotTitle = styled.h2`
  margin: 0;
  font-size: ${t.font.size.sm};
  font-weight: ${t.font.weight.semibold};
  color: ${t.color.fg.default};
`;
