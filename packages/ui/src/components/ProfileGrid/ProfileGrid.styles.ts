import styled from 'styled-components';
import { theme as t } from '../../theme';

/** Widths of the grid itself (not the window) at which it adds a column: 1 → 2 → 3 → 4. */
export const columnWidths = { two: 340, three: 600, four: 880 } as const;

// Container queries: the grid answers to the space it gets, so it fits beside a filter column or inside the shell.
export const Container = styled.div`
  container-type: inline-size;
`;

export const List = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${t.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;

  @container (min-width: ${columnWidths.two}px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  @container (min-width: ${columnWidths.three}px) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${t.space[4]};
  }
  @container (min-width: ${columnWidths.four}px) {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;
