import styled from 'styled-components';
import { theme as t } from '../../theme';
import { textControlCss } from '../Field/Field.styles';

export const SelectBox = styled.div`
  position: relative;
  width: 100%;
  color: ${t.color.fg.default};
  & > svg {
    position: absolute;
    top: 50%;
    right: ${t.space[3]};
    transform: translateY(-50%);
    pointer-events: none;
  }
`;

export const StyledSelect = styled.select`
  ${textControlCss}
  appearance: none;
  padding-right: ${t.space[7]};
  cursor: pointer;
`;
