import styled from 'styled-components';
import { switchCss } from '../Field/Field.styles';

export const StyledSwitch = styled.input`
  ${switchCss}
`;
