import styled from 'styled-components';
import { theme as t } from '../../theme';

export const ConfirmForm = styled.form`
  display: grid;
  gap: ${t.space[4]};
`;

export const Consequences = styled.ul`
  margin: 0 0 ${t.space[2]};
  padding-left: ${t.space[5]};
  display: grid;
  gap: ${t.space[1]};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${t.space[2]} ${t.space[3]};
`;
