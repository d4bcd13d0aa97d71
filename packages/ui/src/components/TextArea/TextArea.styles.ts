import styled from 'styled-components';
import { theme as t } from '../../theme';
import { textControlCss } from '../Field/Field.styles';

export const StyledTextArea = styled.textarea`
  ${textControlCss}
  min-height: 96px;
  resize: vertical;
`;

export const Count = styled.p`
  margin: 0;
  text-align: end;
  font-size: ${t.font.size.xs};
  color: ${t.color.fg.muted};
  font-variant-numeric: tabular-nums;
  &[data-full] {
    color: ${t.color.danger.fg};
    font-weight: ${t.font.weight.semibold};
  }
`;
