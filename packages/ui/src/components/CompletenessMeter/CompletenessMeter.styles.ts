import styled from 'styled-components';
import { theme as t } from '../../theme';

export const Root = styled.div`
  display: grid;
  gap: ${t.space[2]};
`;
