// The column of bordered panels that the membership and profile-disabling pages are made of. Each page sets its
// own width (`styled(PanelPage)`).
import styled from 'styled-components';
import { media, theme as t } from '../../theme';

export const PanelPage = styled.div`
  display: grid;
  gap: ${t.space[5]};
  min-width: 0;
`;

export const Panel = styled.section`
  display: grid;
  gap: ${t.space[4]};
  min-width: 0;
  padding: ${t.space[4]};
  border: 1px solid ${t.color.border.muted};
  border-radius: ${t.radii.lg};
  background: ${t.color.canvas.default};
  ${media.tablet} {
    padding: ${t.space[5]};
  }
`;
