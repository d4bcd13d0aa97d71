import styled from 'styled-components';
import { checkboxCss } from '../Field/Field.styles';

export const StyledCheckbox = styled.input`
  ${checkboxCss}
`;
