import styled from 'styled-components';
import { theme as t } from '../../theme';

export const Root = styled.div`
  display: grid;
  gap: ${t.space[1]};
  min-width: 0;
`;

export const Segments = styled.div`
  display: grid;
  grid-template-columns: repeat(4, 1fr);
  gap: ${t.space[1]};
`;

/** Empty segments keep a 3:1 edge so the bar's length reads without its colour. */
export const Segment = styled.span`
  height: 6px;
  border-radius: ${t.radii.pill};
  background: ${t.color.neutral.subtle};
  box-shadow: inset 0 0 0 1px ${t.color.border.default};
  transition: background-color ${t.motion.duration.normal} ${t.motion.easing.standard};

  &[data-filled] {
    box-shadow: none;
  }
  [data-tone='danger'] > &[data-filled] {
    background: ${t.color.danger.emphasis};
  }
  [data-tone='warning'] > &[data-filled] {
    background: ${t.color.warning.emphasis};
  }
  [data-tone='success'] > &[data-filled] {
    background: ${t.color.success.emphasis};
  }
`;

export const Label = styled.p`
  margin: 0;
  font-size: ${t.font.size.sm};
  color: ${t.color.fg.default};
  overflow-wrap: anywhere;
`;

export const Advice = styled.p`
  margin: 0;
  font-size: ${t.font.size.sm};
  color: ${t.color.fg.muted};
  overflow-wrap: anywhere;
`;
