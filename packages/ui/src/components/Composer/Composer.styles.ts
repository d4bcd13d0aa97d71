import styled from 'styled-components';
import { theme as t } from '../../theme';

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${t.space[2]};
`;

export const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${t.space[3]};
`;

export const KeyHint = styled.p`
  flex: 1;
  margin: 0;
  font-size: ${t.font.size.xs};
  color: ${t.color.fg.muted};
`;

export const Count = styled.p`
  margin: 0;
  font-size: ${t.font.size.xs};
  color: ${t.color.fg.muted};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  &[data-over] {
    color: ${t.color.danger.fg};
    font-weight: ${t.font.weight.semibold};
  }
`;
