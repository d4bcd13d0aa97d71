import styled from 'styled-components';
import { theme as t } from '../../theme';
import { PanelPage } from '../internal/Panel.styles';

export { Panel } from '../internal/Panel.styles';

export const Page = styled(PanelPage)`
  max-width: 640px;
`;

/** What disabling does and keeps: one line each. */
export const Points = styled.ul`
  display: grid;
  gap: ${t.space[3]};
  margin: 0;
  padding-left: ${t.space[5]};
  li {
    overflow-wrap: anywhere;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${t.space[3]} ${t.space[4]};
`;

export const Choices = styled.div`
  display: grid;
  gap: ${t.space[2]};
`;
