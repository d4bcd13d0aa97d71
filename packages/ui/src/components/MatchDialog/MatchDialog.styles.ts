import styled from 'styled-components';
import { theme as t } from '../../theme';

export const Pair = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${t.space[3]};
  padding-block: ${t.space[2]};
  text-align: center;
`;

export const Who = styled.p`
  margin: 0;
  color: ${t.color.fg.default};
  font-size: ${t.font.size.lg};
  font-weight: ${t.font.weight.semibold};
`;

export const Where = styled.p`
  margin: 0;
  color: ${t.color.fg.muted};
  font-size: ${t.font.size.sm};
`;
