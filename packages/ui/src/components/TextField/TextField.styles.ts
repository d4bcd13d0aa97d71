import styled from 'styled-components';
import { textControlCss } from '../Field/Field.styles';

export const Input = styled.input`
  ${textControlCss}
`;
