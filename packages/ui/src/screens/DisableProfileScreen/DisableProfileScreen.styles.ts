import styled from 'styled-components';
import { media, theme as t } from '../../theme';

export const Page = styled.div`
  display: grid;
  gap: ${t.space[5]};
  max-width: 640px;
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
