import styled from 'styled-components';
import { theme as t } from '../../theme';

export const Page = styled.div`
  display: grid;
  gap: ${t.space[4]};
  max-width: 960px;
  min-width: 0;
`;

/** The native picker, opened by the Upload button (which is the control members see and focus). */
export const HiddenInput = styled.input`
  display: none;
`;
