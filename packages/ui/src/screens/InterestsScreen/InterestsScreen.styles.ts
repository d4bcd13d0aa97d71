import styled from 'styled-components';
import { theme as t } from '../../theme';

export const InterestGroup = styled.section`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${t.space[3]};
`;

export const InterestList = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 16rem), 1fr));
  gap: ${t.space[3]};
  width: 100%;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const InterestRow = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${t.space[1]};
  overflow-wrap: anywhere;
`;
