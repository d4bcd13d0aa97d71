import styled from 'styled-components';
import { theme as t } from '../../theme';

export const Celebration = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 64px;
  height: 64px;
  border-radius: ${t.radii.round};
  background: ${t.color.accent.subtle};
  color: ${t.color.accent.emphasis};
`;
