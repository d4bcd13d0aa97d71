import styled from 'styled-components';
import { theme as t } from '../../theme';

export const List = styled.ul`
  display: grid;
  margin: 0;
  padding: 0;
  list-style: none;
  & > li + li {
    border-top: 1px solid ${t.color.border.muted};
  }
`;

/** Same box as a ThreadListItem row (56px avatar + 12px padding), so nothing shifts when threads arrive. */
export const SkeletonRow = styled.li`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  align-items: center;
  gap: ${t.space[3]};
  padding: ${t.space[3]};
  min-height: 80px;
`;

export const More = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${t.space[2]};
`;
