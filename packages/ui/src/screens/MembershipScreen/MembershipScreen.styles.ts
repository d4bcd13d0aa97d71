import styled from 'styled-components';
import { media, theme as t } from '../../theme';
import { PanelPage } from '../internal/Panel.styles';

export { Panel } from '../internal/Panel.styles';

export const Page = styled(PanelPage)`
  max-width: 720px;
`;

export const PanelHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${t.space[2]};
`;

/** The membership's facts: a label and its value per row (stacked on a phone). */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${t.space[1]} ${t.space[4]};
  margin: 0;
  dt {
    color: ${t.color.fg.muted};
    font-size: ${t.font.size.sm};
  }
  dd {
    margin: 0 0 ${t.space[2]};
    font-weight: ${t.font.weight.semibold};
    overflow-wrap: anywhere;
  }
  ${media.tablet} {
    grid-template-columns: max-content minmax(0, 1fr);
    dd {
      margin: 0;
    }
  }
`;

export const ErrorText = styled.p`
  margin: 0;
  color: ${t.color.danger.fg};
  font-size: ${t.font.size.sm};
`;
