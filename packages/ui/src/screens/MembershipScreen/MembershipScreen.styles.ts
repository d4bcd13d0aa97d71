import styled from 'styled-components';
import { media, theme as t } from '../../theme';

export const Page = styled.div`
  display: grid;
  gap: ${t.space[5]};
  max-width: 720px;
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

export const PlanList = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${t.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.tablet} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

export const PlanOption = styled.li<{ $recommended: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${t.space[2]};
  padding: ${t.space[4]};
  border: ${({ $recommended }) => ($recommended ? '2px' : '1px')} solid
    ${({ $recommended }) => ($recommended ? t.color.accent.emphasis : t.color.border.muted)};
  border-radius: ${t.radii.lg};
  > :last-child {
    margin-top: auto;
  }
`;

export const Price = styled.p`
  margin: 0;
  font-size: ${t.font.size.xl};
  font-weight: ${t.font.weight.bold};
`;

export const ErrorText = styled.p`
  margin: 0;
  color: ${t.color.danger.fg};
  font-size: ${t.font.size.sm};
`;
