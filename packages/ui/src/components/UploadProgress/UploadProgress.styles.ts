import styled from 'styled-components';
import { theme as t } from '../../theme';

export const List = styled.ul`
  display: grid;
  gap: ${t.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Item = styled.li`
  display: grid;
  gap: ${t.space[2]};
  min-width: 0;
  padding: ${t.space[3]};
  border: 1px solid ${t.color.border.muted};
  border-radius: ${t.radii.md};
  background: ${t.color.canvas.default};
  &[data-status='failed'] {
    border-color: ${t.color.danger.emphasis};
  }
`;

export const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${t.space[2]};
  min-width: 0;
`;

export const FileName = styled.span`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-weight: ${t.font.weight.semibold};
`;

export const Message = styled.p`
  margin: 0;
  font-size: ${t.font.size.sm};
  color: ${t.color.fg.muted};
  &:empty {
    display: none;
  }
  &[data-tone='danger'] {
    color: ${t.color.danger.fg};
  }
`;
