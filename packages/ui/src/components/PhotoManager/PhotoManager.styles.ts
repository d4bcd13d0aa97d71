import styled from 'styled-components';
import { theme as t } from '../../theme';

// Two columns at 390 px, more as the page widens; the tiles never push the page sideways.
export const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: ${t.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Tile = styled.li`
  display: grid;
  align-content: start;
  gap: ${t.space[2]};
  min-width: 0;
  padding: ${t.space[2]};
  border: 1px solid ${t.color.border.muted};
  border-radius: ${t.radii.lg};
  background: ${t.color.canvas.default};
  &[data-main] {
    border-color: ${t.color.accent.emphasis};
  }
`;

export const Marks = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${t.space[1]};
  &:empty {
    display: none;
  }
`;

export const Reason = styled.p`
  margin: 0;
  font-size: ${t.font.size.xs};
  color: ${t.color.fg.muted};
`;

export const Actions = styled.div`
  display: grid;
  gap: ${t.space[1]};
`;

/** Move earlier, move later and delete: one row that fits the narrowest tile (two columns at 390 px). */
export const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${t.space[1]};
`;
