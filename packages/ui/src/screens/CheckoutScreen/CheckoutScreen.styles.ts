import styled from 'styled-components';
import { media, theme as t } from '../../theme';

/** One column on phones; the plan summary beside the form from tablet width. */
export const Layout = styled.div`
  display: grid;
  gap: ${t.space[5]};
  grid-template-columns: minmax(0, 1fr);
  max-width: 960px;

  ${media.tablet} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    align-items: start;
  }
`;

export const Summary = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${t.space[3]};
  padding: ${t.space[5]};
  border-radius: ${t.radii.lg};
  background: linear-gradient(135deg, ${t.color.accent.subtle}, ${t.color.canvas.subtle});

  ${media.tablet} {
    order: 2;
  }
`;

export const Amount = styled.p`
  font-size: ${t.font.size.xxl};
  font-weight: ${t.font.weight.bold};
  line-height: ${t.font.lineHeight.tight};
`;

export const Panel = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${t.space[4]};
  min-width: 0;
  padding: ${t.space[5]};
  border: 1px solid ${t.color.border.muted};
  border-radius: ${t.radii.lg};
  background-color: ${t.color.canvas.default};
  box-shadow: ${t.shadow.sm};
`;

/** Two short fields side by side (month and year, CVC and ZIP), still side by side at 390 px. */
export const Pair = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: ${t.space[3]};
`;

export const Fields = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${t.space[4]};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

export const Benefits = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${t.space[1]};
  list-style: none;
  margin: 0;
  padding: 0;

  li {
    display: flex;
    gap: ${t.space[2]};
    align-items: center;
  }
`;

export const TestCards = styled.dl`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${t.space[1]} ${t.space[3]};
  margin: 0;
  font-size: ${t.font.size.sm};

  dt {
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  dd {
    margin: 0;
    color: ${t.color.fg.muted};
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${t.space[3]};
`;
